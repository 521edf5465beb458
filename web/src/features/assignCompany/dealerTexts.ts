// The assign-company page's texts (specification 001, section 8, and the dealer form's messages in
// domain/src/forms/dealer.ts), with the few the specification does not give said so.
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import { DEALER_MESSAGES } from '@canam/domain/forms/dealer';
import { INTAKE_MESSAGES } from '@canam/domain/rest/vehicleIntake';

export const DEALER_TEXTS = {
  ...DEALER_MESSAGES,
  emailSent: ACCOUNT_MESSAGES.emailSent,
  deleteConfirm: INTAKE_MESSAGES.deleteConfirm,
  /** Not shown by the specification: the confirmation before a rejection. */
  rejectConfirm: 'Please confirm that you want to reject this user.',
  /** Not shown by the specification: a delete whose request failed without a server text. */
  deleteFailed: 'Could not delete user, try again later',
  /** Not shown by the specification: a dealer save whose request failed without a server text. */
  saveFailed: 'The information could not be saved',
} as const;

/** A server's message as the dealer form shows it: its first letter upper case. */
export function capitalised(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}
