// The company registration form of /buyer/company-create/{token} (specification 000, sections 2
// and 5): ONE schema for the form and for POST /api/createPreRegisterCompany. Only the commercial
// name is required; every other field may be empty and has a length limit.
import { z } from 'zod';

export const COMPANY_MESSAGES = {
  required: 'This field is required',
  limit: 'Character limit reached',
  email: 'This must be a valid email',
  // Not shown by the specification (docs/decisions.md).
  corporationType: 'Choose NEQ or Business number',
  /** Toast after a successful registration. */
  registered: 'Company successfully registered',
} as const;

/** Maximum lengths of the specification; `streetInput` is what the street input lets one type. */
export const COMPANY_LIMITS = {
  commercialName: 100,
  companyName: 100,
  street: 250,
  streetInput: 65,
  addressLine2: 200,
  zip: 10,
  city: 100,
  webSite: 65,
  gst: 30,
  qst: 30,
  taxid: 30,
  corporationNumber: 10,
  dealerLicense: 50,
  billingContactName: 100,
  billingContactEmail: 255,
  /** Phones of the dealer form are up to 18 characters (specification 001, section 9). */
  billingContactMobilePhone: 18,
  /** The dealer form's fields besides those of the registration form (specification 001). */
  secondaryEmail: 255,
  secondaryMobileNumber: 18,
  faxNumber: 18,
  officePhoneNumber: 18,
  /** The free "company ID" text. */
  companyCode: 50,
} as const;

export const CORPORATION_TYPES = ['NEQ', 'BUSINESS_NUMBER'] as const;
export type CorporationType = (typeof CORPORATION_TYPES)[number];
export const CORPORATION_TYPE_LABELS: Record<CorporationType, string> = {
  NEQ: 'NEQ',
  BUSINESS_NUMBER: 'Business number',
};

type LimitedField = Exclude<keyof typeof COMPANY_LIMITS, 'streetInput'>;

/** An optional text field: trimmed, at most its limit; null and absent mean empty. */
export const text = (field: LimitedField) =>
  z
    .string()
    .trim()
    .max(COMPANY_LIMITS[field], COMPANY_MESSAGES.limit)
    .nullish()
    .transform((value) => value ?? '');

const emailCheck = z.string().email();

/** The company fields of the registration form, the dealer form and the company edit form. */
export const companyShape = {
  commercialName: z
    .string({ error: COMPANY_MESSAGES.required })
    .trim()
    .min(1, COMPANY_MESSAGES.required)
    .max(COMPANY_LIMITS.commercialName, COMPANY_MESSAGES.limit),
  companyName: text('companyName'),
  street: text('street'),
  addressLine2: text('addressLine2'),
  zip: text('zip'),
  /** us_state id, filled by the address pick: a number, or its decimal text as the graph's ID. */
  stateId: z
    .union([z.number(), z.string().regex(/^\d{1,4}$/)])
    .transform(Number)
    .pipe(z.number().int().positive().max(1000))
    .nullish(),
  city: text('city'),
  webSite: text('webSite'),
  gst: text('gst'),
  qst: text('qst'),
  corporationType: z.enum(CORPORATION_TYPES).nullish(),
  corporationNumber: text('corporationNumber'),
  taxid: text('taxid'),
  dealerLicense: text('dealerLicense'),
  billingContactName: text('billingContactName'),
  billingContactEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(COMPANY_LIMITS.billingContactEmail, COMPANY_MESSAGES.email)
    .refine((value) => value === '' || emailCheck.safeParse(value).success, COMPANY_MESSAGES.email)
    .nullish()
    .transform((value) => value ?? ''),
  billingContactMobilePhone: text('billingContactMobilePhone'),
};

/** A corporation number needs to say whether it is an NEQ or a Business number. */
export function corporationTypeCheck(
  form: { corporationNumber: string; corporationType?: CorporationType | null },
  ctx: z.RefinementCtx,
): void {
  if (form.corporationNumber !== '' && !form.corporationType) {
    ctx.addIssue({
      code: 'custom',
      path: ['corporationType'],
      message: COMPANY_MESSAGES.corporationType,
    });
  }
}

export const companyFormSchema = z.object(companyShape).superRefine(corporationTypeCheck);

export type CompanyFormInput = z.input<typeof companyFormSchema>;
export type CompanyForm = z.output<typeof companyFormSchema>;

export const emptyCompanyForm: CompanyFormInput = {
  commercialName: '',
  companyName: '',
  street: '',
  addressLine2: '',
  zip: '',
  stateId: null,
  city: '',
  webSite: '',
  gst: '',
  qst: '',
  corporationType: 'NEQ',
  corporationNumber: '',
  taxid: '',
  dealerLicense: '',
  billingContactName: '',
  billingContactEmail: '',
  billingContactMobilePhone: '',
};

/** The body of POST /api/createPreRegisterCompany: the form and the registration token. */
export const companyRegistrationSchema = z
  .object({ registrationToken: z.string().max(500), ...companyShape })
  .superRefine(corporationTypeCheck);
