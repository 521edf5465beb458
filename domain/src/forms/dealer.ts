// The dealer form of the assign-company page (specification 001, sections 2, 3 and 5): staff
// register or update a dealer user and its company in one form, or attach the user to an existing
// company found by name. ONE schema for the form, the graph's input and POST /api/company/saveDealer.
import { z } from 'zod';
import {
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  companyShape,
  corporationTypeCheck,
  emptyCompanyForm,
  text,
  type CorporationType,
} from './company.ts';
import { emailSchema, extensionSchema, personNameSchema } from './signUp.ts';

export const DEALER_MESSAGES = {
  /** Toasts of the specification (section 8). */
  saved: 'Dealer successfully registered/updated',
  assigned: 'Company assigned successfully',
  rejected: 'User rejected successfully',
  rejectFailed: 'Could not reject user, try again later',
  emailFailed: 'Could not send email, try again later',
  /** Not shown by the specification (docs/decisions.md). */
  chooseCompany: 'Choose a company',
  phone: 'Type a phone number of 10 to 18 characters.',
  deleted: 'User deleted successfully',
  notDeletable: 'Only a user who never registered a company and never made an offer can be deleted',
} as const;

/** Company search of the dealer form: from 3 typed characters, at most 300 options. */
export const COMPANY_SEARCH_MIN_LENGTH = 3;
export const COMPANY_SEARCH_LIMIT = 300;

export const COMPANY_CHOICES = ['new', 'existing'] as const;
export type CompanyChoice = (typeof COMPANY_CHOICES)[number];

const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** An optional phone of the dealer form: empty, or 10 digits and at most 18 characters. */
const dealerPhone = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === '' || (digitCount(value) >= 10 && value.length <= COMPANY_LIMITS.officePhoneNumber),
    DEALER_MESSAGES.phone,
  )
  .nullish()
  .transform((value) => value ?? '');

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(COMPANY_LIMITS.secondaryEmail, COMPANY_MESSAGES.email)
  .refine(
    (value) => value === '' || z.string().email().safeParse(value).success,
    COMPANY_MESSAGES.email,
  )
  .nullish()
  .transform((value) => value ?? '');

/** The person: required names and e-mail, optional phones. */
export const dealerUserShape = {
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  officePhoneNumber: dealerPhone,
  extension: extensionSchema.nullish().transform((value) => value ?? ''),
  mobileNumber: dealerPhone,
};

/** The company: the registration form's fields and the back office's own. */
export const dealerCompanyShape = {
  ...companyShape,
  secondaryEmail: optionalEmail,
  secondaryMobileNumber: dealerPhone,
  faxNumber: dealerPhone,
  /** The free "company ID" text (REST companyId of the dealer record). */
  companyCode: text('companyCode'),
  toBeDelivered: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
};

/**
 * The rules across fields, for the form and the REST body alike: an existing company must be
 * chosen; a new (or the user's own) company needs its commercial name and, with a corporation
 * number, whether it is an NEQ or a Business number.
 */
export function dealerFormChecks(
  form: {
    companyChoice: CompanyChoice;
    existingCompanyId?: string | number | null;
    commercialName?: string;
    corporationNumber: string;
    corporationType?: CorporationType | null;
  },
  ctx: z.RefinementCtx,
): void {
  if (form.companyChoice === 'existing') {
    if (!form.existingCompanyId) {
      ctx.addIssue({
        code: 'custom',
        path: ['existingCompanyId'],
        message: DEALER_MESSAGES.chooseCompany,
      });
    }
    return;
  }
  if (!form.commercialName) {
    ctx.addIssue({
      code: 'custom',
      path: ['commercialName'],
      message: COMPANY_MESSAGES.required,
    });
  }
  corporationTypeCheck(form, ctx);
}

/**
 * The form: a new (or the user's own) company with every company field, or an existing company
 * chosen from the search (its database id as text, the graph's global id in the web).
 */
export const dealerFormSchema = z
  .object({
    ...dealerUserShape,
    companyChoice: z.enum(COMPANY_CHOICES),
    existingCompanyId: z.string().trim().nullish(),
    ...dealerCompanyShape,
    commercialName: z.string().trim().max(COMPANY_LIMITS.commercialName, COMPANY_MESSAGES.limit),
  })
  .superRefine(dealerFormChecks);
export type DealerFormInput = z.input<typeof dealerFormSchema>;
export type DealerForm = z.output<typeof dealerFormSchema>;

export const emptyDealerForm: DealerFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  officePhoneNumber: '',
  extension: '',
  mobileNumber: '',
  companyChoice: 'new',
  existingCompanyId: null,
  ...emptyCompanyForm,
  secondaryEmail: '',
  secondaryMobileNumber: '',
  faxNumber: '',
  companyCode: '',
  toBeDelivered: false,
};
