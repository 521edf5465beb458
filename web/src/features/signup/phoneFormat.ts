// US phone numbers as typed: '(555) 555-0100' (14 characters, the specification's maximum),
// formatted progressively so the length grows with the digits typed.
const US_DIGITS = 10;

export function formatUsPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  // a pasted '+1 …' number: drop the country code
  if (digits.length > US_DIGITS && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, US_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
