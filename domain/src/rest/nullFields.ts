// Every field of a contract object null: what a caller who may not see them gets, and the base of
// a test fixture that should not have to name a field the contract adds.
import type { z } from 'zod';

export function nullFields<S extends z.ZodObject>(fields: S): { [K in keyof z.output<S>]: null } {
  return Object.fromEntries(Object.keys(fields.shape).map((key) => [key, null])) as {
    [K in keyof z.output<S>]: null;
  };
}
