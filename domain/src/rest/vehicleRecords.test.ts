// The field rules of checks, condition reports and notes (and of the vehicle table's calls): what
// each accepts, how it is trimmed and normalised, and the message of each refusal.
import { describe, expect, it } from 'vitest';
import {
  MAX_NOTE_LENGTH,
  MAX_REPORT_URL_LENGTH,
  RECORD_MESSAGES,
  createCheckBody,
  createConditionalReportBody,
  createNoteBody,
  recordStatusBody,
  recordsQuery,
  vehicleRecordsEventPayload,
} from './vehicleRecords.ts';
import { assignAgentBody, vehicleTableQuery } from './vehicleTable.ts';

/** The messages of a refusal, or [] when the value is accepted. */
function refusals(
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

const check = (fields: object) => ({
  date: '2026-02-14',
  number: 1042,
  amount: '1250.00',
  vehicleId: 7,
  ...fields,
});

describe('a check', () => {
  it('accepts a real date, a whole number and an amount, trimmed and normalised', () => {
    expect(
      createCheckBody.parse(check({ date: ' 2026-02-28 ', number: '1042', amount: ' 1250.5 ' })),
    ).toEqual({ date: '2026-02-28', number: 1042, amount: '1250.50', vehicleId: 7 });
    expect(createCheckBody.parse(check({ date: '2024-02-29', amount: 12 })).amount).toBe('12.00');
    expect(createCheckBody.parse(check({ amount: '0.01' })).amount).toBe('0.01');
    expect(createCheckBody.parse(check({ amount: '100000000' })).amount).toBe('100000000.00');
  });

  it.each([
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-00-10',
    '1899-12-31',
    '2101-01-01',
    '2026-2-3',
    '14/02/2026',
    '',
    2026,
  ])('refuses the date %j', (date) => {
    expect(refusals(createCheckBody, check({ date }))).toEqual([RECORD_MESSAGES.date]);
  });

  it.each([
    0,
    '0',
    '0.00',
    0.001,
    '0.001',
    -1,
    '-1',
    '1,000.00',
    '12.345',
    '1e3',
    'abc',
    '',
    null,
    '100000000.01',
  ])('refuses the amount %j', (amount) => {
    expect(refusals(createCheckBody, check({ amount }))).toEqual([RECORD_MESSAGES.amount]);
  });

  it.each([-1, 0, 1.5, '1.5', '12.0', '', null, 2147483648])('refuses the number %j', (number) => {
    expect(refusals(createCheckBody, check({ number }))).toEqual([
      'number must be a whole number from 1 to 2147483647',
    ]);
  });
});

describe('a condition report', () => {
  const report = (url: unknown) => ({ url, vehicleId: 7 });

  it('accepts an http(s) address, trimmed', () => {
    expect(createConditionalReportBody.parse(report(' https://cr.example.com/a?b=1 '))).toEqual({
      url: 'https://cr.example.com/a?b=1',
      vehicleId: 7,
    });
    expect(createConditionalReportBody.parse(report('http://cr.example.com')).url).toBe(
      'http://cr.example.com',
    );
  });

  it.each([
    'javascript:alert(1)',
    'ftp://x',
    'data:text/html,hi',
    '/uploads/cr/1.html',
    'http://',
    'cr.example.com',
    '',
    null,
  ])('refuses %j', (url) => {
    expect(refusals(createConditionalReportBody, report(url))).toEqual([RECORD_MESSAGES.url]);
  });

  it('refuses an address over the length limit', () => {
    const url = `https://cr.example.com/${'a'.repeat(MAX_REPORT_URL_LENGTH)}`;
    expect(refusals(createConditionalReportBody, report(url))).toContain(RECORD_MESSAGES.urlLength);
  });
});

describe('a note', () => {
  const note = (description: unknown) => ({ description, vehicleId: 7 });

  it('accepts text up to the limit, trimmed', () => {
    expect(createNoteBody.parse(note('  Keys in the glovebox. '))).toEqual({
      description: 'Keys in the glovebox.',
      vehicleId: 7,
    });
    expect(createNoteBody.parse(note('x'.repeat(MAX_NOTE_LENGTH))).description).toHaveLength(
      MAX_NOTE_LENGTH,
    );
  });

  it.each(['', '   ', null])('refuses the empty note %j', (description) => {
    expect(refusals(createNoteBody, note(description))).toEqual([RECORD_MESSAGES.description]);
  });

  it('refuses a note over the limit, a 10 MB one too, with its own message', () => {
    for (const length of [MAX_NOTE_LENGTH + 1, 10 * 1024 * 1024]) {
      expect(refusals(createNoteBody, note('x'.repeat(length)))).toEqual([
        RECORD_MESSAGES.descriptionLength,
      ]);
    }
  });
});

describe('the other calls', () => {
  it('takes a status that is a boolean only', () => {
    expect(recordStatusBody.parse({ id: '3', status: false })).toEqual({ id: 3, status: false });
    expect(refusals(recordStatusBody, { id: 3, status: 'false' })).toHaveLength(1);
    expect(refusals(recordStatusBody, { id: 3, status: 0 })).toHaveLength(1);
  });

  it('pages 10 records from page 1 unless told', () => {
    expect(recordsQuery.parse({ vehicle: '5' })).toEqual({
      vehicle: 5,
      resourcesPerPage: 10,
      page: 1,
    });
    expect(refusals(recordsQuery, {})).toHaveLength(1);
  });

  it('reads the table query: a blank search is none, the order is ascending by default', () => {
    expect(vehicleTableQuery.parse({ search: '  ', sort: 'agent' })).toEqual({
      search: undefined,
      resourcesPerPage: 10,
      page: 1,
      sort: 'agent',
      order: 'asc',
    });
    expect(vehicleTableQuery.parse({ search: ' 2T3 ' }).search).toBe('2T3');
    expect(refusals(vehicleTableQuery, { sort: 'price' })).toEqual([
      'sort must be vinNumber, stockNumber or agent',
    ]);
  });

  it('assigns an agent by two ids', () => {
    expect(assignAgentBody.parse({ vehicleId: '4', userId: 9 })).toEqual({
      vehicleId: 4,
      userId: 9,
    });
    expect(refusals(assignAgentBody, { vehicleId: 4, userId: null })).toHaveLength(1);
  });

  it('types the vehicle.records event by its kind', () => {
    const note = {
      id: 1,
      vehicleId: 2,
      date: '2026-02-14T10:00:00.000Z',
      user: null,
      description: 'x',
      status: true,
    };
    const counts = { totalChecks: 0, totalConditionalReports: 0, totalNotes: 1 };
    expect(
      vehicleRecordsEventPayload.parse({ kind: 'note', created: true, record: note, counts }),
    ).toEqual({ kind: 'note', created: true, record: note, counts });
    expect(
      vehicleRecordsEventPayload.safeParse({ kind: 'check', created: true, record: note, counts })
        .success,
    ).toBe(false);
  });
});
