// The registry's texts (specification 001, section 8) and its toasts: a success titled with its
// text, a warning titled 'Warning' with the text below it, as the records' toasts are.
import { INTAKE_MESSAGES } from '@canam/domain/rest/vehicleIntake';
import { toastRecordWarning, toastSaved } from '../vehicleRecords/recordToasts.ts';

export const EDIT_TEXTS = {
  notObtained: 'Vehicle information not obtained',
  notSaved: 'The vehicle information could not be updated',
  statusSaved: 'Updated successfully',
  buyersNotLoaded: 'The Buyers list could not be obtained',
  saleNotSaved: 'The information could not be saved',
  /** Not in the specification: what a delete says as the screen leaves. */
  vehicleDeleted: 'Vehicle deleted',
  ...INTAKE_MESSAGES,
} as const;

export const toastSuccess = toastSaved;
export const toastWarning = toastRecordWarning;
