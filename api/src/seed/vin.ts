// Real-looking 17-character VINs (ISO 3779 / 49 CFR 565): manufacturer prefix, vehicle
// descriptor, North American check digit, model-year code, plant code and serial number.
import { vinCheckDigit } from '@canam/domain/vin';
import type { Random } from './random.ts';

// Position 10: model years 2010 (A) to 2039; I, O, Q, U, Z and 0 are never used there.
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const VALID = /^[A-HJ-NPR-Z0-9]{17}$/;

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
