// The admin users pages' two company modals (specification 001, sections 2-5 and 8): the company
// form (the "Company (edit)" fields) and the company validations (a flag each on the company
// name, the tax id and the dealer licence, with Reject, Accept and Save).
import { z } from 'zod';
import { companyShape } from './company.ts';

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
  commercialName: companyShape.commercialName,
  companyName: companyShape.companyName,
  street: companyShape.street,
  addressLine2: companyShape.addressLine2,
  zip: companyShape.zip,
  stateId: companyShape.stateId,
  city: companyShape.city,
  webSite: companyShape.webSite,
  taxid: companyShape.taxid,
  dealerLicense: companyShape.dealerLicense,
  billingContactName: companyShape.billingContactName,
  billingContactEmail: companyShape.billingContactEmail,
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
