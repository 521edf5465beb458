// Texts of the VIN screen: the specification's toasts (section 8) and the words of the bulk-file
// tabs and their progress.
import { FILE_MESSAGES } from '@canam/domain/rest/vehicleFiles';
import { INTAKE_MESSAGES } from '@canam/domain/rest/vehicleIntake';

export const REGISTRY_TEXTS = {
  title: 'Vehicle registry',
  registered: INTAKE_MESSAGES.registered,
  notRegistered: INTAKE_MESSAGES.notRegistered,
  fileUploaded: FILE_MESSAGES.uploaded,
  fileNotUploaded: FILE_MESSAGES.notUploaded,
  uploadTab: 'Upload vehicles',
  updateTab: 'Update vehicle status',
  selectStatus: FILE_MESSAGES.statusRequired,
  notFound: 'Vin numbers not found:',
  sold: 'Vin numbers sold:',
  incomplete: 'Vin numbers incomplete register:',
} as const;

/** The three steps of the progress bar (section 9: 3 steps). */
export const BULK_STEP_LABELS = ['File sent', 'Rows checked', 'Changes applied'] as const;
