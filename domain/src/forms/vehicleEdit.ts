// The registry's edit forms (specification 001, sections 3, 5 and 9): step 1's vehicle
// information, the price save and step 2's equipment, colour and transmission. Every value is the
// text of its input; a field left empty says 'This field is required', a value out of its range
// 'Invalid value', so the form refuses what the api (rest/vehicleIntake.ts) would refuse.
import { z } from 'zod';
import { costInUsd, fromCents, toCents } from '../money.ts';
import { INTAKE_MESSAGES, VEHICLE_LIMITS } from '../rest/vehicleIntake.ts';
import { EQUIPMENT_FLAGS, TRANSMISSIONS, type Transmission } from '../vehicleEquipment.ts';

const { required, invalid } = INTAKE_MESSAGES;

/** One message for one field: the first rule its trimmed text breaks. */
function text<T>(check: (value: string) => { value: T } | { message: string }) {
  return z
    .string()
    .trim()
    .transform((value, ctx) => {
      const result = check(value);
      if ('value' in result) return result.value;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    });
}

/** A money text ('12500', '12500.5') in whole dollars [min, max], as '12500.50'; null if not. */
export function moneyIn(value: string, min: number, max: number): string | null {
  const plain = value.replace(/,/g, '').replace(/\.$/, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  const cents = toCents(plain);
  return cents >= min * 100 && cents <= max * 100 ? fromCents(cents) : null;
}

const requiredText = (max: number, min = 1) =>
  text<string>((value) => {
    if (value === '') return { message: required };
    return value.length < min || value.length > max ? { message: invalid } : { value };
  });

/** An optional text: empty is null (clears it), otherwise within [min, max] characters. */
const optionalText = (max: number, min = 1) =>
  text<string | null>((value) => {
    if (value === '') return { value: null };
    return value.length < min || value.length > max ? { message: invalid } : { value };
  });

const requiredMoney = (min: number, max: number) =>
  text<string>((value) => {
    if (value === '') return { message: required };
    const amount = moneyIn(value, min, max);
    return amount === null ? { message: invalid } : { value: amount };
  });

const optionalMoney = (min: number, max: number) =>
  text<string | null>((value) => {
    if (value === '') return { value: null };
    const amount = moneyIn(value, min, max);
    return amount === null ? { message: invalid } : { value: amount };
  });

const wholeIn = (min: number, max: number) =>
  text<number>((value) => {
    if (value === '') return { message: required };
    const number = Number(value);
    return /^\d{1,10}$/.test(value) && number >= min && number <= max
      ? { value: number }
      : { message: invalid };
  });

/** CAD per USD, up to 4 decimals, within the api's range; empty is none. */
const fxRate = text<string | null>((value) => {
  if (value === '') return { value: null };
  const rate = Number(value);
  return /^\d+(\.\d{1,4})?$/.test(value) &&
    rate >= VEHICLE_LIMITS.minFx &&
    rate <= VEHICLE_LIMITS.maxFx
    ? { value: rate.toFixed(4) }
    : { message: invalid };
});

const releaseDate = text<string | null>((value) => {
  if (value === '') return { value: null };
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? { value }
    : { message: invalid };
});

/**
 * Cost in USD as the form shows it: worked out from the CAD cost and the rate when both are given
 * (section 9), else what was typed. Null while it cannot be worked out.
 */
export function shownCostUsd(cost: string, fx: string, typed: string): string | null {
  const cad = moneyIn(cost.trim(), 0, VEHICLE_LIMITS.maxCost);
  const rate = Number(fx.trim());
  if (cost.trim() !== '' && fx.trim() !== '') {
    return cad !== null && rate >= VEHICLE_LIMITS.minFx && rate <= VEHICLE_LIMITS.maxFx
      ? costInUsd(cad, rate)
      : null;
  }
  return typed.trim() === '' ? null : typed.trim();
}

/** Step 1: the vehicle information (the names are UpdateVehicleInput's, as its userErrors). */
export const vehicleEditFormSchema = z
  .object({
    stockNumber: requiredText(VEHICLE_LIMITS.maxStockNumber),
    agentId: requiredText(200),
    location: requiredText(VEHICLE_LIMITS.maxLocation),
    releaseDate,
    crUrl: optionalText(VEHICLE_LIMITS.maxCrUrl, VEHICLE_LIMITS.minCrUrl),
    cost: optionalMoney(0, VEHICLE_LIMITS.maxCost),
    fx: fxRate,
    /** Typed when cost or fx is missing; the form writes the worked-out value in otherwise. */
    costUsd: requiredMoney(VEHICLE_LIMITS.minAmount, VEHICLE_LIMITS.maxAmount),
    price: requiredMoney(VEHICLE_LIMITS.minAmount, VEHICLE_LIMITS.maxAmount),
    color: requiredText(VEHICLE_LIMITS.maxColor),
    miles: wholeIn(VEHICLE_LIMITS.minMiles, VEHICLE_LIMITS.maxMiles),
    year: wholeIn(VEHICLE_LIMITS.minYear, VEHICLE_LIMITS.maxYear),
    make: requiredText(VEHICLE_LIMITS.maxMakeModel, VEHICLE_LIMITS.minMakeModel),
    model: requiredText(VEHICLE_LIMITS.maxMakeModel, VEHICLE_LIMITS.minMakeModel),
    trim: optionalText(VEHICLE_LIMITS.maxTrim),
  })
  .transform((values, ctx) => {
    // With a cost and a rate, cost in USD is always worked out (section 9), never what was typed.
    if (values.cost === null || values.fx === null) return values;
    const costUsd = moneyIn(
      costInUsd(values.cost, values.fx),
      VEHICLE_LIMITS.minAmount,
      VEHICLE_LIMITS.maxAmount,
    );
    if (costUsd !== null) return { ...values, costUsd };
    ctx.addIssue({ code: 'custom', path: ['costUsd'], message: invalid });
    return z.NEVER;
  });
export type VehicleEditFormInput = z.input<typeof vehicleEditFormSchema>;
export type VehicleEditForm = z.output<typeof vehicleEditFormSchema>;
export const VEHICLE_EDIT_FIELDS = [
  'stockNumber',
  'agentId',
  'location',
  'releaseDate',
  'crUrl',
  'cost',
  'fx',
  'costUsd',
  'price',
  'color',
  'miles',
  'year',
  'make',
  'model',
  'trim',
] as const satisfies readonly (keyof VehicleEditFormInput)[];

/** The price save: published or not, the price (1 to 1,000,000) and an optional reserved price. */
export const vehiclePriceFormSchema = z.object({
  published: z.boolean(),
  price: requiredMoney(VEHICLE_LIMITS.minAmount, VEHICLE_LIMITS.maxAmount),
  reservedPrice: optionalMoney(0, VEHICLE_LIMITS.maxAmount),
});
export type VehiclePriceFormInput = z.input<typeof vehiclePriceFormSchema>;
export type VehiclePriceForm = z.output<typeof vehiclePriceFormSchema>;

/** Step 2: the equipment the vehicle has, its colour and its transmission. */
export const vehicleEquipmentFormSchema = z.object({
  equipment: z.array(z.enum(EQUIPMENT_FLAGS, { error: invalid })),
  color: requiredText(VEHICLE_LIMITS.maxColor),
  /** None chosen is left as it is. */
  transmissionType: text<Transmission | null>((value) => {
    if (value === '') return { value: null };
    const known = TRANSMISSIONS.find((name) => name === value);
    return known ? { value: known } : { message: invalid };
  }),
});
export type VehicleEquipmentFormInput = z.input<typeof vehicleEquipmentFormSchema>;
export type VehicleEquipmentForm = z.output<typeof vehicleEquipmentFormSchema>;
