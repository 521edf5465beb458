// The VIN screen's toasts: a success titled with its text, a warning titled 'Warning' with the text
// below it (section 8).
import { toaster } from '../../components/toaster.tsx';

export const WARNING_TITLE = 'Warning';

export function toastSuccess(text: string): void {
  toaster.create({ type: 'success', title: text });
}

export function toastWarning(text: string): void {
  toaster.create({ type: 'warning', title: WARNING_TITLE, description: text });
}
