// How a listed user's office phone reads in a table: the number with its extension.
import { displayPhone } from '../../components/displayPhone.ts';
export function officePhoneText(
  phone: string | null | undefined,
  extension: string | null | undefined,
): string {
  const number = displayPhone(phone);
  const ext = extension?.trim() ?? '';
  if (!number) return ext ? `ext. ${ext}` : '—';
  return ext ? `${number} ext. ${ext}` : number;
}
