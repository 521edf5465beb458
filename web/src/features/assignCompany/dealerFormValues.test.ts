import { describe, expect, it } from 'vitest';
import { dealerFormSchema, emptyDealerForm } from '@canam/domain/forms/dealer';
import { dealerCompany } from '../dealerReview/testing/reviewFixtures.ts';
import { dealerFormDefaults, toSaveDealerInput } from './dealerFormValues.ts';
import { capitalised } from './dealerTexts.ts';

const PERSON = {
  firstName: 'Nora',
  lastName: 'Quinn',
  email: 'nora@example.com',
  officePhoneNumber: '(518) 555-0123',
  extension: null,
  mobileNumber: null,
};

describe('the dealer form values', () => {
  it('start empty for a new dealer', () => {
    expect(dealerFormDefaults(null, null)).toEqual(emptyDealerForm);
  });

  it("are the user's and its company's for a viewed row, nulls as empty text", () => {
    const values = dealerFormDefaults(PERSON, {
      ...dealerCompany(3),
      gst: null,
      corporationType: 'BUSINESS_NUMBER',
      toBeDelivered: null,
    });
    expect(values).toMatchObject({
      firstName: 'Nora',
      extension: '',
      mobileNumber: '',
      companyChoice: 'new',
      commercialName: 'Motors 3',
      companyCode: 'C-3',
      gst: '',
      stateId: '33',
      corporationType: 'BUSINESS_NUMBER',
      toBeDelivered: false,
    });
    expect(dealerFormSchema.safeParse(values).success).toBe(true);
  });

  it('send an existing company without the company fields', () => {
    const form = dealerFormSchema.parse({
      ...dealerFormDefaults(PERSON, dealerCompany(3)),
      companyChoice: 'existing',
      existingCompanyId: 'Q29tcGFueTo3',
    });
    expect(toSaveDealerInput(form, 'VXNlcjox')).toEqual({
      userId: 'VXNlcjox',
      firstName: 'Nora',
      lastName: 'Quinn',
      email: 'nora@example.com',
      officePhoneNumber: '(518) 555-0123',
      extension: '',
      mobileNumber: '',
      companyChoice: 'EXISTING',
      existingCompanyId: 'Q29tcGFueTo3',
    });
  });

  it('send every company field of a new company, the state id as text', () => {
    const form = dealerFormSchema.parse(dealerFormDefaults(PERSON, dealerCompany(3)));
    const input = toSaveDealerInput(form, null);
    expect(input).toMatchObject({
      userId: null,
      companyChoice: 'NEW',
      existingCompanyId: null,
      commercialName: 'Motors 3',
      stateId: '33',
      corporationType: 'NEQ',
      billingContactMobilePhone: '(518) 555-0199',
      secondaryEmail: 'office@motors.example.com',
      faxNumber: '(518) 555-0197',
      companyCode: 'C-3',
      toBeDelivered: true,
    });
  });

  it("capitalise a server's message", () => {
    expect(capitalised('invalid email')).toBe('Invalid email');
    expect(capitalised('')).toBe('');
  });
});
