// Schemas shared by every resource: the error body and the paged shape of the specification.
import { z } from 'zod';

export const errorBody = z
  .object({ statusCode: z.number(), error: z.string(), message: z.string() })
  .meta({ id: 'Error' });

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    currentPage: z.number().int(),
    total: z.number().int(),
    perPage: z.number().int(),
  });
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
