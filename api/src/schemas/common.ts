// Schemas shared by every resource: the error body, the paged shape of the specification, and
// optional query parameters (query values arrive as text; empty ones are ignored).
import { z } from 'zod';
import { errorBodySchema } from '@canam/domain/rest/errors';

/** The one error body (domain/src/rest/errors.ts). */
export const errorBody = errorBodySchema;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    currentPage: z.number().int(),
    total: z.number().int(),
    perPage: z.number().int(),
  });
}

/** Empty query text means the parameter was not given. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** An optional query parameter: absent or empty text means none. */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/** Error answers every route may give. */
export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
} as const;

/** Compile-time check that a zod schema's output is exactly a contract type of domain/. */
export type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
