// The toasts of the checks, condition reports and notes (specification 001, section 8): a success
// titled with its text, a warning titled 'Warning' with the text below it.
import { toaster } from '../../components/toaster.tsx';

export const WARNING_TITLE = 'Warning';

export function toastSaved(text: string): void {
  toaster.create({ type: 'success', title: text });
}

export function toastRecordWarning(text: string): void {
  toaster.create({ type: 'warning', title: WARNING_TITLE, description: text });
}

/** The first message of a refused request's GraphQL errors (Relay keeps them on `source`). */
export function serverMessage(error: Error): string | null {
  const source = (error as { source?: { errors?: { message?: unknown }[] } }).source;
  const message = source?.errors?.[0]?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}
