import { describe, expect, it } from 'vitest';
import { INTAKE_MESSAGES } from '../rest/vehicleIntake.ts';
import {
  shownCostUsd,
  vehicleEditFormSchema,
  vehicleEquipmentFormSchema,
  vehiclePriceFormSchema,
  type VehicleEditFormInput,
} from './vehicleEdit.ts';

const { required, invalid } = INTAKE_MESSAGES;

const valid: VehicleEditFormInput = {
  stockNumber: 'S-1042',
  agentId: 'QWdlbnQ6NA==',
  location: 'Montreal',
  releaseDate: '2026-03-01',
  crUrl: 'https://reports.example/cr/1',
  cost: '',
  fx: '',
  costUsd: '18000',
  price: '24500',
  color: 'Blue',
  miles: '42000',
  year: '2019',
  make: 'Toyota',
  model: 'RAV4',
  trim: 'LE',
};

/** The message the schema gives a field, or undefined when the field passes. */
function messageOf(input: Partial<VehicleEditFormInput>, field: keyof VehicleEditFormInput) {
  const result = vehicleEditFormSchema.safeParse({ ...valid, ...input });
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('vehicle edit form', () => {
  it('gives the api its values: money with cents, whole numbers, empty optionals as null', () => {
    expect(
      vehicleEditFormSchema.parse({ ...valid, releaseDate: '', crUrl: ' ', trim: '' }),
    ).toEqual({
      ...valid,
      releaseDate: null,
      crUrl: null,
      trim: null,
      cost: null,
      fx: null,
      costUsd: '18000.00',
      price: '24500.00',
      miles: 42000,
      year: 2019,
    });
  });

  it("says 'This field is required' for each required field left empty", () => {
    for (const field of [
      'stockNumber',
      'agentId',
      'location',
      'costUsd',
      'price',
      'color',
      'miles',
      'year',
      'make',
      'model',
    ] as const) {
      expect(messageOf({ [field]: '  ' }, field), field).toBe(required);
    }
    expect(required).toBe('This field is required');
  });

  it("says 'Invalid value' outside each range, and takes each bound", () => {
    const cases: [keyof VehicleEditFormInput, string[], string[]][] = [
      ['costUsd', ['0', '0.99', '1000000.01', 'abc', '-5'], ['1', '1000000', '1,000.50']],
      ['price', ['0', '1000001', '12.345'], ['1', '1000000']],
      ['miles', ['0', '1000001', '12.5', 'ten'], ['1', '1000000']],
      ['year', ['1899', '2051', '20.19'], ['1900', '2050']],
      ['make', ['T', 'x'.repeat(51)], ['VW', 'x'.repeat(50)]],
      ['model', ['X', 'y'.repeat(51)], ['X5', 'y'.repeat(50)]],
      ['crUrl', ['http', 'h'.repeat(256)], ['h.com', 'h'.repeat(255)]],
      ['releaseDate', ['01/03/2026', '2026-13-45'], ['2026-01-31']],
      ['fx', ['0.01', '11', '1.23456'], ['1.3650', '0.1', '10']],
      ['stockNumber', ['s'.repeat(51)], ['s'.repeat(50)]],
    ];
    for (const [field, wrong, right] of cases) {
      for (const value of wrong) expect(messageOf({ [field]: value }, field), value).toBe(invalid);
      for (const value of right)
        expect(messageOf({ [field]: value }, field), value).toBeUndefined();
    }
    expect(invalid).toBe('Invalid value');
  });

  it('works out cost in USD from the cost and the rate, whatever was typed', () => {
    const parsed = vehicleEditFormSchema.parse({
      ...valid,
      cost: '20000',
      fx: '1.25',
      costUsd: '5',
    });
    expect(parsed.costUsd).toBe('18000.00'); // (20000 + 2500) / 1.25
    expect(parsed.fx).toBe('1.2500');
    expect(parsed.cost).toBe('20000.00');
    // a cost of 0 works out as 0: below the minimum
    expect(messageOf({ cost: '0', fx: '1.3' }, 'costUsd')).toBe(invalid);
  });

  it('shows the worked-out cost in USD live, or what was typed without cost and rate', () => {
    expect(shownCostUsd('20000', '1.25', '')).toBe('18000.00');
    expect(shownCostUsd('0', '1.25', '77')).toBe('0.00');
    expect(shownCostUsd('20000', 'x', '77')).toBeNull();
    expect(shownCostUsd('', '1.25', '77')).toBe('77');
    expect(shownCostUsd('', '', ' ')).toBeNull();
  });
});

describe('price form', () => {
  it('takes a price of 1 to 1,000,000 and an optional reserved price', () => {
    expect(
      vehiclePriceFormSchema.parse({ published: true, price: '24500', reservedPrice: '' }),
    ).toEqual({ published: true, price: '24500.00', reservedPrice: null });
    const wrong = vehiclePriceFormSchema.safeParse({
      published: false,
      price: '0',
      reservedPrice: '1000001',
    });
    expect(wrong.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['price', invalid],
      ['reservedPrice', invalid],
    ]);
    const empty = vehiclePriceFormSchema.safeParse({
      published: false,
      price: '',
      reservedPrice: '',
    });
    expect(empty.error?.issues[0]?.message).toBe(required);
  });
});

describe('equipment form', () => {
  it('takes known flags, a colour and a transmission (or none)', () => {
    expect(
      vehicleEquipmentFormSchema.parse({
        equipment: ['sunroof', 'alarm'],
        color: 'Red',
        transmissionType: 'CVT',
      }),
    ).toEqual({ equipment: ['sunroof', 'alarm'], color: 'Red', transmissionType: 'CVT' });
    expect(
      vehicleEquipmentFormSchema.parse({ equipment: [], color: 'Red', transmissionType: '' })
        .transmissionType,
    ).toBeNull();
    const wrong = vehicleEquipmentFormSchema.safeParse({
      equipment: ['jetpack'],
      color: '',
      transmissionType: 'Steam',
    });
    expect(wrong.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['equipment', invalid],
      ['color', required],
      ['transmissionType', invalid],
    ]);
  });
});
