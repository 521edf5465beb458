// Vehicle Identification Numbers (ISO 3779 / 49 CFR 565, used in Canada and the US since 1981):
// 17 characters of digits and capitals without I, O and Q, the 9th a check digit computed from the
// other 16. Shared by the VIN screen, the api's registration and the bulk files.

export const VIN_LENGTH = 17;

export const VIN_MESSAGES = {
  required: 'The VIN is required',
  length: 'A VIN has exactly 17 characters',
  characters: 'A VIN has only letters and digits',
  forbiddenLetters: 'A VIN never contains the letters I, O or Q',
  checkDigit: 'This VIN is not valid: its check digit (9th character) does not match',
} as const;

const LETTER_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The VIN as stored: trimmed, spaces and dashes removed, upper case. */
export function normalizeVin(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** The check digit (0-9 or X) that the 9th character of this 17-character VIN must be. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index += 1) {
    const char = vin[index] ?? '0';
    const value = /\d/.test(char) ? Number(char) : (LETTER_VALUES[char] ?? 0);
    sum += value * (WEIGHTS[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** What is wrong with a (normalized) VIN, or null when it is valid. */
export function vinProblem(vin: string): string | null {
  if (vin === '') return VIN_MESSAGES.required;
  if (!/^[A-Z0-9]*$/.test(vin)) return VIN_MESSAGES.characters;
  if (vin.length !== VIN_LENGTH) return VIN_MESSAGES.length;
  if (/[IOQ]/.test(vin)) return VIN_MESSAGES.forbiddenLetters;
  if (vin[8] !== vinCheckDigit(vin)) return VIN_MESSAGES.checkDigit;
  return null;
}

/**
 * What a decoder reads from a VIN: everything but the check digit and the serial number
 * (positions 1-8, 10 and 11: maker, vehicle description, model year, plant). VINs sharing a
 * pattern decode alike, so bulk files decode once per pattern.
 */
export function vinPattern(vin: string): string {
  return vin.slice(0, 8) + vin.slice(9, 11);
}
