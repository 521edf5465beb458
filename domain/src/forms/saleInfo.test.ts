import { describe, expect, it } from 'vitest';
import { INTAKE_MESSAGES } from '../rest/vehicleIntake.ts';
import { emptySaleInfoForm, localDate, saleInfoFormSchema } from './saleInfo.ts';

const TODAY = '2026-05-14';
const schema = saleInfoFormSchema(TODAY);
const valid = { price: '21000', buyerId: 'U2FsZUJ1eWVyOjk=', date: TODAY, receivedPrice: '' };

function messages(input: object) {
  return (schema.safeParse(input).error?.issues ?? []).map((issue) => [
    issue.path[0],
    issue.message,
  ]);
}

describe('sale information form', () => {
  it('gives the sale with its price in cents and no received price when none was given', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, price: '21000.00', receivedPrice: null });
    expect(schema.parse({ ...valid, receivedPrice: '20500.5' }).receivedPrice).toBe('20500.50');
  });

  it("refuses an empty or zero price with 'This is a required field .'", () => {
    for (const price of ['', '0', '0.00', '.'])
      expect(messages({ ...valid, price }), price).toEqual([
        ['price', 'This is a required field .'],
      ]);
    expect(messages({ ...valid, price: '1000000.01' })).toEqual([
      ['price', INTAKE_MESSAGES.salePriceRequired],
    ]);
  });

  it('needs a buyer and a date that is not after today', () => {
    expect(messages({ ...emptySaleInfoForm, price: '5' })).toEqual([
      ['buyerId', 'This field is required'],
      ['date', 'This field is required'],
    ]);
    expect(messages({ ...valid, date: '2026-05-15' })).toEqual([
      ['date', INTAKE_MESSAGES.saleDateFuture],
    ]);
    expect(messages({ ...valid, date: '2026-05-13' })).toEqual([]);
    expect(messages({ ...valid, receivedPrice: '-3' })).toEqual([
      ['receivedPrice', 'Invalid value'],
    ]);
  });

  it("takes the browser's local date as today, not UTC's", () => {
    expect(localDate(new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31');
    expect(localDate(new Date(2026, 11, 1, 0, 0))).toBe('2026-12-01');
  });
});
