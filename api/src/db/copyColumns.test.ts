// The generic copy of plain columns into a REST object: camelCase key ↔ snake_case column,
// timestamps as ISO strings, and all nulls for a caller who may not see them.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nullFields } from '@canam/domain/rest/nullFields';
import { copyColumns } from './copyColumns.ts';

const row = {
  id: 7,
  work_order: true,
  export_location_id: null,
  release_date_in_ready: new Date('2026-03-04T05:06:07.000Z'),
  updated_at: new Date('2026-01-02T03:04:05.000Z'),
  cr_url: '/uploads/cr/7.pdf',
};

describe('copyColumns', () => {
  it('copies every key of the object from its column, whatever the key, and nothing else', () => {
    const columns = z.object({
      workOrder: z.boolean(),
      exportLocationId: z.number().nullable(),
      releaseDateInReady: z.string().nullable(),
      crUrl: z.string().nullable(),
    });
    expect(copyColumns(columns, row)).toEqual({
      workOrder: true,
      exportLocationId: null,
      releaseDateInReady: '2026-03-04T05:06:07.000Z',
      crUrl: '/uploads/cr/7.pdf',
    });
  });

  it('turns a timestamp into its ISO string', () => {
    const columns = z.object({ id: z.number(), updatedAt: z.string() });
    expect(copyColumns(columns, row)).toEqual({ id: 7, updatedAt: '2026-01-02T03:04:05.000Z' });
  });
});

describe('nullFields', () => {
  it('gives every key of the object as null', () => {
    const columns = z.object({ usersId: z.number().nullable(), crUrl: z.string().nullable() });
    expect(nullFields(columns)).toEqual({ usersId: null, crUrl: null });
  });
});
