// Query parameters of the REST contract: values arrive as text, and empty text means the
// parameter was not given.
import { z } from 'zod';

/** Empty query text means the parameter was not given. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** An optional query parameter: absent or empty text means none. */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/** What a client sends for a query schema: every parameter optional text. */
export type QueryParams<T extends z.ZodObject> = { [K in keyof z.output<T>]?: string };
