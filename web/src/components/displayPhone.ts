// How a stored phone number reads in tables and details: a US number as '(555) 555-0100'
// whether it was stored as typed or as '+15555550100'; anything else as it was stored.
export function displayPhone(phone: string | null | undefined): string {
  const text = phone?.trim() ?? '';
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10 || /[^\d\s()+.-]/.test(text)) return text;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
