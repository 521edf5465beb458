// The vehicle table's state in the URL: ?search=&page=&sort=vin|stock|agent&order=asc|desc, so a
// reload, a shared link and back/forward all show the same page. Read through one zod schema;
// anything malformed falls back to its default instead of failing the page.
import { z } from 'zod';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import type { VehicleTableRouteQuery$variables } from '../../__generated__/VehicleTableRouteQuery.graphql.ts';

/** The api refuses longer search texts (domain/src/rest/vehicleTable.ts). */
export const MAX_SEARCH_LENGTH = 200;

export const TABLE_SORTS = ['vin', 'stock', 'agent'] as const;
export type TableSort = (typeof TABLE_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

export interface TableSearch {
  search: string;
  page: number;
  /** null: the api's default order, the newest registered first. */
  sort: TableSort | null;
  order: SortOrder;
}

const searchSchema = z.string().trim().max(MAX_SEARCH_LENGTH).catch('');
const pageSchema = z.coerce.number().int().positive().catch(1);
const sortSchema = z.enum(TABLE_SORTS).nullable().catch(null);
const orderSchema = z.enum(['asc', 'desc']).catch('asc');

export function parseTableSearch(params: URLSearchParams): TableSearch {
  return {
    search: searchSchema.parse(params.get('search') ?? ''),
    page: pageSchema.parse(params.get('page') ?? 1),
    sort: sortSchema.parse(params.get('sort')),
    order: orderSchema.parse(params.get('order') ?? 'asc'),
  };
}

/** The URL after a new search text: the first page, the sort kept. */
export function withSearchText(params: URLSearchParams, text: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  const search = text.trim();
  if (search) next.set('search', search);
  else next.delete('search');
  return next;
}

/** The URL after a new sort (null: the default order): the first page, the search kept. */
export function withSort(
  params: URLSearchParams,
  sort: TableSort | null,
  order: SortOrder,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (sort) {
    next.set('sort', sort);
    next.set('order', order);
  } else {
    next.delete('sort');
    next.delete('order');
  }
  return next;
}

/** Clicking a column's header: ascending first, then the other way round on each click. */
export function nextOrder(current: TableSearch, column: TableSort): SortOrder {
  return current.sort === column && current.order === 'asc' ? 'desc' : 'asc';
}

const FIELDS = { vin: 'VIN', stock: 'STOCK_NUMBER', agent: 'AGENT' } as const;

/** The table query's variables for the URL's state: ten rows a page (specification, section 9). */
export function tableVariables(state: TableSearch): VehicleTableRouteQuery$variables {
  return {
    search: state.search || null,
    orderBy: state.sort
      ? { field: FIELDS[state.sort], direction: state.order === 'desc' ? 'DESC' : 'ASC' }
      : null,
    first: TABLE_PAGE_SIZE,
    after: cursorForPage(state.page, TABLE_PAGE_SIZE),
  };
}
