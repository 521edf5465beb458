// Texts and toasts of the dealer review screens (specification 001, section 8) and the few the
// specification does not give (said so beside each).
import { toaster } from '../../components/toaster.tsx';

export const REVIEW_TEXTS = {
  noUsers: 'No users to show',
  /** The specification's generic toast of a list that failed to load. */
  listFailed: 'error',
  /** Not shown by the specification: the alert in place of a list that failed to load. */
  usersNotObtained: 'The users could not be obtained',
  /** Not shown by the specification: a modal whose company failed to load. */
  companyNotObtained: 'The company could not be obtained',
  /** Not shown by the specification: a user without any company (own or registered). */
  noCompany: 'This user has no company yet.',
  /** Title of a warning toast; a validation call's failure shows it bare. */
  warning: 'Warning',
  /** Title of the company update failure (its text: COMPANY_REVIEW_MESSAGES.updateFailed). */
  error: 'Error',
} as const;

export function toastSuccess(title: string): void {
  toaster.create({ type: 'success', title });
}

export function toastError(title: string, description?: string): void {
  toaster.create({ type: 'error', title, description });
}

/** The bare 'Warning' of a failed validation call, or with the server's reason below it. */
export function toastWarning(description?: string): void {
  toaster.create({ type: 'warning', title: REVIEW_TEXTS.warning, description });
}

/** The list's failure toast (the specification's generic 'error'). */
export function toastListFailed(): void {
  toaster.create({ type: 'error', title: REVIEW_TEXTS.listFailed });
}
