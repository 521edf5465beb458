// The admin users pages' two company modals (specification 001, sections 2-5 and 8): the company
// form (the "Company (edit)" fields) and the company validations (a flag each on the company
// name, the tax id and the dealer licence, with Reject, Accept and Save).
import { z } from 'zod';
import { COMPANY_LIMITS, COMPANY_MESSAGES, text } from './company.ts';

export const COMPANY_REVIEW_MESSAGES = {
  /** Toasts of the specification (section 8), typos included. */
  updated: 'Company successfully updated',
  statusUpdated: 'Company status updated',
  validationsUpdated: 'Validations updated succesfully',
  /** Company update failure (title Error). */
  updateFailed: 'The information could not be saved',
} as const;

/**
 * The company form: `fullName` of the specification is the company's full (commercial) name,
 * required like the registration form's; the state comes from the address pick with the city.
 */
export const companyEditFormSchema = z.object({
  commercialName: z
    .string({ error: COMPANY_MESSAGES.required })
    .trim()
    .min(1, COMPANY_MESSAGES.required)
    .max(COMPANY_LIMITS.commercialName, COMPANY_MESSAGES.limit),
  companyName: text('companyName'),
  street: text('street'),
  addressLine2: text('addressLine2'),
  zip: text('zip'),
  stateId: z
    .union([z.number(), z.string().regex(/^\d{1,4}$/)])
    .transform(Number)
    .pipe(z.number().int().positive().max(1000))
    .nullish(),
  city: text('city'),
  webSite: text('webSite'),
  taxid: text('taxid'),
  dealerLicense: text('dealerLicense'),
  billingContactName: text('billingContactName'),
  billingContactEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(COMPANY_LIMITS.billingContactEmail, COMPANY_MESSAGES.email)
    .refine(
      (value) => value === '' || z.string().email().safeParse(value).success,
      COMPANY_MESSAGES.email,
    )
    .nullish()
    .transform((value) => value ?? ''),
});
export type CompanyEditFormInput = z.input<typeof companyEditFormSchema>;
export type CompanyEditForm = z.output<typeof companyEditFormSchema>;

/** The validations modal's flags. */
export const companyValidationsFormSchema = z.object({
  companyName: z.boolean(),
  taxid: z.boolean(),
  dealerLicense: z.boolean(),
});
export type CompanyValidationsForm = z.infer<typeof companyValidationsFormSchema>;
