// The URL state of the dealer review lists: ?search=&page= (and the assign-company tab), read
// through one zod schema so anything malformed falls back to its default instead of failing the
// page, and the query variables of that state: ten users a page (specification, section 9).
import { z } from 'zod';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';

/** The api refuses longer search texts (domain/src/rest/users.ts, listQuery). */
export const USER_SEARCH_MAX_LENGTH = 200;

export interface ListSearch {
  search: string;
  page: number;
}

const searchSchema = z.string().trim().max(USER_SEARCH_MAX_LENGTH).catch('');
const pageSchema = z.coerce.number().int().positive().catch(1);

export function parseListSearch(params: URLSearchParams): ListSearch {
  return {
    search: searchSchema.parse(params.get('search') ?? ''),
    page: pageSchema.parse(params.get('page') ?? 1),
  };
}

export interface ListVariables {
  search: string | null;
  first: number;
  after: string | null;
}

export function listVariables({ search, page }: ListSearch): ListVariables {
  return {
    search: search || null,
    first: TABLE_PAGE_SIZE,
    after: cursorForPage(page, TABLE_PAGE_SIZE),
  };
}
