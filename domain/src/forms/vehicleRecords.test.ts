import { describe, expect, it } from 'vitest';
import { RECORD_MESSAGES } from '../rest/vehicleRecords.ts';
import {
  checkFormSchema,
  conditionReportFormSchema,
  noteFormSchema,
  RECORD_FORM_MESSAGES,
} from './vehicleRecords.ts';

const valid = { date: '2026-11-24', number: '1024', amount: '1250.5' };

/** The messages a schema gives, by field. */
function messages(schema: { safeParse: (value: unknown) => unknown }, input: unknown) {
  const result = schema.safeParse(input) as {
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]);
}

describe('check form', () => {
  it('trims and normalizes what the api takes', () => {
    expect(
      checkFormSchema.parse({ date: ' 2026-11-24 ', number: ' 1024 ', amount: ' 1250.5 ' }),
    ).toEqual({ date: '2026-11-24', number: 1024, amount: '1250.50' });
    expect(checkFormSchema.parse({ ...valid, amount: '100000000' }).amount).toBe('100000000.00');
    expect(checkFormSchema.parse({ ...valid, amount: '1250.' }).amount).toBe('1250.00');
  });

  it("says the specification's text for each missing field, one message each", () => {
    expect(messages(checkFormSchema, { date: ' ', number: '', amount: '' })).toEqual([
      ['date', RECORD_FORM_MESSAGES.date],
      ['number', RECORD_FORM_MESSAGES.number],
      ['amount', RECORD_FORM_MESSAGES.required],
    ]);
    expect(RECORD_FORM_MESSAGES.date).toBe(
      'This is a required field and must at least 2 characters.',
    );
    expect(RECORD_FORM_MESSAGES.number).toBe('This is a required field and no decimals.');
    expect(RECORD_FORM_MESSAGES.required).toBe('This is a required field.');
  });

  it('wants a whole check number from 1', () => {
    for (const number of ['12.5', '1e3', '-3', 'abc']) {
      expect(messages(checkFormSchema, { ...valid, number })).toEqual([
        ['number', RECORD_FORM_MESSAGES.number],
      ]);
    }
    for (const number of ['0', '2147483648']) {
      expect(messages(checkFormSchema, { ...valid, number })).toEqual([
        ['number', RECORD_FORM_MESSAGES.numberRange],
      ]);
    }
    expect(checkFormSchema.parse({ ...valid, number: '2147483647' }).number).toBe(2147483647);
  });

  it('counts a zero amount as missing and refuses what the api refuses', () => {
    for (const amount of ['0', '0.00', '.', '00.0']) {
      expect(messages(checkFormSchema, { ...valid, amount })).toEqual([
        ['amount', RECORD_FORM_MESSAGES.required],
      ]);
    }
    for (const amount of ['100000000.01', '12.345', '-5']) {
      expect(messages(checkFormSchema, { ...valid, amount })).toEqual([
        ['amount', RECORD_MESSAGES.amount],
      ]);
    }
  });

  it('wants a real calendar date', () => {
    expect(messages(checkFormSchema, { ...valid, date: '2026-02-30' })).toEqual([
      ['date', RECORD_MESSAGES.date],
    ]);
  });
});

describe('condition report form', () => {
  it('wants a web address', () => {
    expect(conditionReportFormSchema.parse({ url: ' https://cr.example/r/1 ' })).toEqual({
      url: 'https://cr.example/r/1',
    });
    expect(messages(conditionReportFormSchema, { url: '  ' })).toEqual([
      ['url', RECORD_FORM_MESSAGES.required],
    ]);
    for (const url of ['javascript:alert(1)', 'cr.example/r/1', 'ftp://cr.example/r']) {
      expect(messages(conditionReportFormSchema, { url })).toEqual([['url', RECORD_MESSAGES.url]]);
    }
    const long = `https://cr.example/${'a'.repeat(2048)}`;
    expect(messages(conditionReportFormSchema, { url: long })).toEqual([
      ['url', RECORD_MESSAGES.urlLength],
    ]);
  });
});

describe('note form', () => {
  it('wants a description of at most 5000 characters, line breaks kept', () => {
    expect(noteFormSchema.parse({ description: ' Paid.\nCall Monday. ' })).toEqual({
      description: 'Paid.\nCall Monday.',
    });
    expect(messages(noteFormSchema, { description: ' \n ' })).toEqual([
      ['description', RECORD_FORM_MESSAGES.required],
    ]);
    expect(messages(noteFormSchema, { description: 'a'.repeat(5001) })).toEqual([
      ['description', RECORD_MESSAGES.descriptionLength],
    ]);
    expect(noteFormSchema.safeParse({ description: 'a'.repeat(5000) }).success).toBe(true);
  });
});
