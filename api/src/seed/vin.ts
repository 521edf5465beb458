// Real-looking 17-character VINs (ISO 3779 / 49 CFR 565): manufacturer prefix, vehicle
// descriptor, North American check digit, model-year code, plant code and serial number.
import type { Random } from './random.ts';

const VALUES: Record<string, number> = {
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
// Position 10: model years 2010 (A) to 2039; I, O, Q, U, Z and 0 are never used there.
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const VALID = /^[A-HJ-NPR-Z0-9]{17}$/;

function valueOf(char: string): number {
  return /\d/.test(char) ? Number(char) : (VALUES[char] ?? 0);
}

/** The check digit (position 9) of a VIN, '0'–'9' or 'X'. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += valueOf(vin.charAt(i)) * (WEIGHTS[i] ?? 0);
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

export function isValidVin(vin: string): boolean {
  return VALID.test(vin) && vin.charAt(8) === vinCheckDigit(vin);
}

export function modelYearCode(year: number): string {
  const code = YEAR_CODES.charAt(year - 2010);
  if (!code) throw new Error(`No VIN year code for ${year}`);
  return code;
}

/**
 * wmi: 3 characters (the country and maker, e.g. '2T3' a Toyota built in Canada); vds: the 5
 * descriptor characters; plant: 1 character.
 */
export function makeVin(wmi: string, vds: string, year: number, plant: string, random: Random) {
  const serial = String(random.int(100_000, 999_999));
  const draft = `${wmi}${vds}0${modelYearCode(year)}${plant}${serial}`;
  const vin = draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
  if (!VALID.test(vin)) throw new Error(`Invalid VIN parts: ${wmi} ${vds} ${plant}`);
  return vin;
}
