// The dealer form's values: empty for a new dealer, or the user's and its company's as the graph
// answers them (a viewed row); and the graph's SaveDealerInput of a filled form.
import { emptyDealerForm, type DealerForm, type DealerFormInput } from '@canam/domain/forms/dealer';
import type { CorporationType } from '@canam/domain/forms/company';
import type { SaveDealerInput } from '../../__generated__/SaveDealerMutation.graphql.ts';

interface DealerPerson {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null | undefined;
  readonly officePhoneNumber: string | null | undefined;
  readonly extension: string | null | undefined;
  readonly mobileNumber: string | null | undefined;
}

/** The company's text fields, named alike by the form and the graph. */
const COMPANY_TEXT_FIELDS = [
  'commercialName',
  'companyName',
  'street',
  'addressLine2',
  'zip',
  'city',
  'webSite',
  'gst',
  'qst',
  'corporationNumber',
  'taxid',
  'dealerLicense',
  'billingContactName',
  'billingContactEmail',
  'billingContactMobilePhone',
  'secondaryEmail',
  'secondaryMobileNumber',
  'faxNumber',
  'companyCode',
] as const;

type CompanyTextField = (typeof COMPANY_TEXT_FIELDS)[number];

/** The company fields the form is filled from (Query.dealerCompany). */
export type DealerRecord = { readonly [K in CompanyTextField]?: string | null } & {
  readonly stateId?: string | null;
  readonly corporationType?: string | null;
  readonly toBeDelivered?: boolean | null;
};

export function dealerFormDefaults(
  person: DealerPerson | null,
  company: DealerRecord | null,
): DealerFormInput {
  const values: DealerFormInput = { ...emptyDealerForm };
  if (person) {
    values.firstName = person.firstName;
    values.lastName = person.lastName;
    values.email = person.email ?? '';
    values.officePhoneNumber = person.officePhoneNumber ?? '';
    values.extension = person.extension ?? '';
    values.mobileNumber = person.mobileNumber ?? '';
  }
  if (company) {
    for (const name of COMPANY_TEXT_FIELDS) {
      values[name] = company[name] ?? '';
    }
    values.stateId = company.stateId ?? null;
    if (company.corporationType === 'NEQ' || company.corporationType === 'BUSINESS_NUMBER') {
      values.corporationType = company.corporationType satisfies CorporationType;
    }
    values.toBeDelivered = company.toBeDelivered ?? false;
  }
  return values;
}

/** The mutation's input: the person, then either the chosen company or every company field. */
export function toSaveDealerInput(form: DealerForm, userId: string | null): SaveDealerInput {
  const person = {
    userId,
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    officePhoneNumber: form.officePhoneNumber,
    extension: form.extension,
    mobileNumber: form.mobileNumber,
  };
  if (form.companyChoice === 'existing') {
    return { ...person, companyChoice: 'EXISTING', existingCompanyId: form.existingCompanyId };
  }
  const company = Object.fromEntries(
    COMPANY_TEXT_FIELDS.map((name) => [name, form[name]]),
  ) as Record<CompanyTextField, string>;
  return {
    ...person,
    ...company,
    companyChoice: 'NEW',
    existingCompanyId: null,
    stateId: form.stateId == null ? null : String(form.stateId),
    corporationType: form.corporationType ?? null,
    toBeDelivered: form.toBeDelivered,
  };
}
