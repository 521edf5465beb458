// The URL state of a back-office list: ?search=&page= plus the list's own filters, read through
// zod so anything malformed falls back to its default instead of failing the page. A new search
// or filter starts again from the first page.
import { z } from 'zod';
import { cursorForPage } from '@canam/domain/cursors';

/** The api refuses longer search texts (domain/src/rest/users.ts, clientVehicles.ts). */
export const MAX_SEARCH_LENGTH = 200;

export interface ListSearch {
  search: string;
  page: number;
}

const searchSchema = z.string().trim().max(MAX_SEARCH_LENGTH).catch('');
const pageSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).catch(1);

export function parseListSearch(params: URLSearchParams): ListSearch {
  return {
    search: searchSchema.parse(params.get('search') ?? ''),
    page: pageSchema.parse(params.get('page') ?? 1),
  };
}

/** The URL with one parameter set (or removed when blank), from the first page. */
export function withListParam(
  params: URLSearchParams,
  key: string,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  const text = value.trim();
  if (text) next.set(key, text);
  else next.delete(key);
  return next;
}

/** A page of a list query: its search (null when empty) and the cursor of the URL's page. */
export function listVariables(
  { search, page }: ListSearch,
  pageSize: number,
): { search: string | null; first: number; after: string | null } {
  return { search: search || null, first: pageSize, after: cursorForPage(page, pageSize) };
}
