// Global ids and page cursors.
import { describe, expect, it } from 'vitest';
import { cursorForPage, offsetToCursor } from '@canam/domain/cursors';
import { connectionFromPage, pageCursorsOf, pageRequestFor } from './connection.ts';
import { fromGlobalId, toGlobalId } from './ids.ts';
import { nodeTypeOf } from './node.ts';

describe('global ids', () => {
  it('round-trips and rejects garbled ids', () => {
    expect(toGlobalId('Vehicle', 12)).toBe(Buffer.from('Vehicle:12').toString('base64'));
    expect(fromGlobalId(toGlobalId('Vehicle', 12))).toEqual({ type: 'Vehicle', id: 12 });
    expect(fromGlobalId('garbage!')).toBeNull();
    expect(fromGlobalId(toGlobalId('Invoice', 1))).toBeNull();
    expect(fromGlobalId(toGlobalId('Offer', 7, 12))).toEqual({
      type: 'Offer',
      id: 7,
      vehicleId: 12,
    });
    expect(fromGlobalId(Buffer.from('Vehicle:abc').toString('base64'))).toBeNull();
    expect(fromGlobalId('')).toBeNull();
  });

  it('encodes the UTF-8 of the text, ASCII or not, whichever way it is encoded', () => {
    const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
    expect(toGlobalId('VehiclePart', 187)).toBe(utf8('VehiclePart:187'));
    expect(toGlobalId('Offer', 2_147_483_647, 9)).toBe(utf8('Offer:2147483647:9'));
    // Outside ASCII, btoa() would encode Latin-1 (or throw): such text takes the UTF-8 way.
    expect(toGlobalId('Vehicle', 'é1')).toBe(utf8('Vehicle:é1'));
    expect(toGlobalId('Vehicle', '€1')).toBe(utf8('Vehicle:€1'));
    expect(toGlobalId('Vehicle', 'a\nb')).toBe(utf8('Vehicle:a\nb'));
  });

  it('decodes ids minted under a type name the graph has since renamed as the new type', () => {
    const encoded = (text: string) => Buffer.from(text).toString('base64');
    expect(toGlobalId('Notification', 30)).toBe(encoded('Notification:30'));
    expect(fromGlobalId(encoded('Notification:30'))).toEqual({ type: 'Notification', id: 30 });
    expect(fromGlobalId(encoded('OfferNotification:30'))).toEqual({ type: 'Notification', id: 30 });
    expect(fromGlobalId(encoded('OfferNotification:0'))).toBeNull();
    // Only own names are renamed: inherited object keys are no type names.
    expect(fromGlobalId(encoded('constructor:3'))).toBeNull();
  });

  it('decodes only ids a PostgreSQL integer column can hold (1..2147483647)', () => {
    const encoded = (text: string) => Buffer.from(text).toString('base64');
    expect(fromGlobalId(encoded('Vehicle:2147483647'))).toEqual({
      type: 'Vehicle',
      id: 2147483647,
    });
    for (const text of [
      'Vehicle:2147483648',
      'Vehicle:999999999999999',
      'Vehicle:0',
      'Vehicle:-1',
      'Vehicle:012',
      'Vehicle:1e3',
      'Offer:7:2147483648',
      'Offer:2147483648:12',
      'OfferChain:7:0',
    ]) {
      expect(fromGlobalId(encoded(text)), text).toBeNull();
    }
  });
});

describe('connections over numbered pages', () => {
  it('asks for the page that holds the offset after the cursor, capped at 100', () => {
    expect(pageRequestFor(undefined, null)).toEqual({ start: 0, pageSize: 33, page: 1 });
    expect(pageRequestFor(6, offsetToCursor(11))).toEqual({ start: 12, pageSize: 6, page: 3 });
    expect(pageRequestFor(500, null).pageSize).toBe(100);
    expect(pageRequestFor(6, 'not-a-cursor').page).toBe(1);
  });

  it('skips items before the cursor on an unaligned page', () => {
    const request = pageRequestFor(6, offsetToCursor(3)); // start 4, page 1
    const slice = connectionFromPage(
      { data: [0, 1, 2, 3, 4, 5], currentPage: 1, total: 20, perPage: 6 },
      request,
    );
    expect(slice.items).toEqual([4, 5]);
  });

  it('gives first, last, previous, next and at most 5 pages around the current one', () => {
    const cursors = pageCursorsOf({ items: [], start: 60, pageSize: 6, total: 100 });
    expect(cursors.around.map((p) => p.page)).toEqual([9, 10, 11, 12, 13]);
    expect(cursors.around.find((p) => p.isCurrent)?.page).toBe(11);
    expect(cursors.first).toEqual({ page: 1, cursor: null, isCurrent: false });
    expect(cursors.last).toEqual({ page: 17, cursor: cursorForPage(17, 6), isCurrent: false });
    expect(cursors.previous?.cursor).toBe(cursorForPage(10, 6));
    expect(cursors.next?.page).toBe(12);
    const tail = pageCursorsOf({ items: [], start: 96, pageSize: 6, total: 100 });
    expect(tail.around.map((p) => p.page)).toEqual([13, 14, 15, 16, 17]);
    expect(tail.next).toBeNull();
    const empty = pageCursorsOf({ items: [], start: 0, pageSize: 6, total: 0 });
    expect(empty.around).toEqual([{ page: 1, cursor: null, isCurrent: true }]);
  });
});

describe('records as nodes', () => {
  const base = { id: 3, vehicleId: 1, user: null, status: true };

  it('decode as their type and tell their type apart', () => {
    expect(fromGlobalId(toGlobalId('ConditionReport', 3))).toEqual({
      type: 'ConditionReport',
      id: 3,
    });
    const check = { ...base, registerDate: 'x', date: '2026-01-01', number: 1, amount: '1.00' };
    expect(nodeTypeOf(check)).toBe('Check');
    expect(nodeTypeOf({ ...base, date: 'x', url: 'https://r.example' })).toBe('ConditionReport');
    expect(nodeTypeOf({ ...base, date: 'x', description: 'Dent' })).toBe('Note');
  });
});
