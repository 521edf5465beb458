// The paged shape of every REST list (specification): {data, currentPage, total, perPage}, and
// the error body of every non-2xx REST answer.
import { z } from 'zod';
import { errorBodySchema } from './errors.ts';

const pageFields = z.object({
  currentPage: z.number().int(),
  total: z.number().int(),
  perPage: z.number().int(),
});

/** A page of `item`s. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), ...pageFields.shape });
}

export type Paged<T> = { data: T[] } & z.output<typeof pageFields>;

/** The one error body of every non-2xx REST answer (errors.ts). */
export const errorBody = errorBodySchema;

/** Error answers every route may give. */
export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
} as const;
