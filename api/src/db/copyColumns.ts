// Plain columns of a row copied into a REST object by name: each key of the contract's zod object
// is the camelCase of its column (vehicle_id → vehicleId), and a timestamp becomes its ISO string.
// So a column the contract adds to such an object needs no line here or in the caller.
import type { z } from 'zod';

/** The column name of a camelCase key, as the tables spell it. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/**
 * What a column may hold for a contract value: a string may come from text or a timestamp (an
 * enum's text is checked by the response schema, which also serialises the answer).
 */
type Stored<T> = T extends string ? string | Date : T;

/** A row that holds every column of the contract object `T`, with a compatible type. */
export type ColumnsRow<T> = { [K in keyof T & string as SnakeCase<K>]: Stored<T[K]> };

/** The column of a contract key: vehicleId → vehicle_id. */
export const columnOf = (key: string) =>
  key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

// Each contract object's keys and columns, worked out once: a catalogue page copies two such
// objects for every row, and renaming each key again was most of the copy's cost.
const keysAndColumns = new WeakMap<z.ZodObject, [key: string, column: string][]>();

function keysAndColumnsOf(columns: z.ZodObject) {
  let pairs = keysAndColumns.get(columns);
  if (!pairs) {
    pairs = Object.keys(columns.shape).map((key) => [key, columnOf(key)]);
    keysAndColumns.set(columns, pairs);
  }
  return pairs;
}

/** The columns of `columns` read from `row`. */
export function copyColumns<S extends z.ZodObject>(
  columns: S,
  row: ColumnsRow<z.output<S>>,
): z.output<S> {
  const values: Record<string, unknown> = row;
  const copy: Record<string, unknown> = {};
  for (const [key, column] of keysAndColumnsOf(columns)) {
    const value = values[column];
    copy[key] = value instanceof Date ? value.toISOString() : value;
  }
  return copy as z.output<S>;
}
