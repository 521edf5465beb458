import { describe, expect, it } from 'vitest';
import {
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  companyFormSchema,
  companyRegistrationSchema,
  emptyCompanyForm,
} from './company.ts';

const issues = (form: Record<string, unknown>) =>
  companyFormSchema
    .safeParse({ ...emptyCompanyForm, commercialName: 'Maple Motors', ...form })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('company form', () => {
  it('needs only the commercial name', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ commercialName: ' ' })).toEqual([['commercialName', 'This field is required']]);
  });

  it.each([
    ['commercialName', 100],
    ['companyName', 100],
    ['street', 250],
    ['addressLine2', 200],
    ['zip', 10],
    ['webSite', 65],
    ['corporationNumber', 10],
    ['dealerLicense', 50],
    ['billingContactName', 100],
  ] as const)("limits %s to %i characters: 'Character limit reached'", (field, limit) => {
    expect(COMPANY_LIMITS[field]).toBe(limit);
    expect(issues({ [field]: 'x'.repeat(limit) })).toEqual([]);
    expect(issues({ [field]: 'x'.repeat(limit + 1) })).toEqual([
      [field, 'Character limit reached'],
    ]);
  });

  it("checks the billing e-mail: 'This must be a valid email'", () => {
    expect(issues({ billingContactEmail: 'billing@' })).toEqual([
      ['billingContactEmail', COMPANY_MESSAGES.email],
    ]);
    expect(issues({ billingContactEmail: '' })).toEqual([]);
    const parsed = companyFormSchema.parse({
      ...emptyCompanyForm,
      commercialName: 'x',
      billingContactEmail: ' Billing@Maple.TEST ',
    });
    expect(parsed.billingContactEmail).toBe('billing@maple.test');
  });

  it('asks NEQ or Business number for a corporation number', () => {
    expect(issues({ corporationType: null, corporationNumber: '123' })).toEqual([
      ['corporationType', COMPANY_MESSAGES.corporationType],
    ]);
    expect(issues({ corporationType: 'BUSINESS_NUMBER', corporationNumber: '123' })).toEqual([]);
  });

  it('takes absent and null optional fields as empty (REST body)', () => {
    const parsed = companyRegistrationSchema.parse({
      registrationToken: 't',
      commercialName: 'Maple Motors',
      zip: null,
    });
    expect(parsed).toMatchObject({ registrationToken: 't', zip: '', street: '' });
    expect(parsed.stateId).toBeUndefined();
  });
});
