// Relay connections over the api's numbered pages ({data, currentPage, total, perPage}).
// `first`/`after` become a page number; edge cursors are offsets (domain/cursors.ts), and
// pageCursors give the `after` cursor of each numbered page so the web can show page links.
import { CATALOGUE_PAGE_SIZE, MAX_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage, cursorToOffset, offsetToCursor } from '@canam/domain/cursors';
import type { Paged } from '@canam/domain/rest/paged';

/** The part of a REST page that a connection shows, starting at `start` (an absolute offset). */
export interface PageSlice<T> {
  items: T[];
  start: number;
  pageSize: number;
  total: number;
}

export interface PageRequest {
  /** Absolute offset of the first wanted item. */
  start: number;
  pageSize: number;
  /** 1-based REST page holding `start`. */
  page: number;
}

/** Turns connection arguments into the REST page to ask for. */
export function pageRequestFor(
  first: number | null | undefined,
  after: string | null | undefined,
  defaultSize = CATALOGUE_PAGE_SIZE,
): PageRequest {
  const pageSize = Math.min(Math.max(first ?? defaultSize, 1), MAX_PAGE_SIZE);
  const afterOffset = after ? cursorToOffset(after) : null;
  const start = afterOffset === null ? 0 : afterOffset + 1;
  return { start, pageSize, page: Math.floor(start / pageSize) + 1 };
}

/** The slice of a REST page from `request.start` on (skips items before it on an unaligned page). */
export function connectionFromPage<T>(page: Paged<T>, request: PageRequest): PageSlice<T> {
  const pageOffset = (request.page - 1) * request.pageSize;
  return {
    items: page.data.slice(request.start - pageOffset),
    start: request.start,
    pageSize: request.pageSize,
    total: Number(page.total) || 0,
  };
}

export function edgesOf<T>(slice: PageSlice<T>): { cursor: string; node: T }[] {
  return slice.items.map((node, index) => ({ cursor: offsetToCursor(slice.start + index), node }));
}

export function pageInfoOf<T>(slice: PageSlice<T>) {
  const count = slice.items.length;
  return {
    hasNextPage: slice.start + count < slice.total,
    hasPreviousPage: slice.start > 0,
    startCursor: count ? offsetToCursor(slice.start) : null,
    endCursor: count ? offsetToCursor(slice.start + count - 1) : null,
  };
}

export interface PageCursor {
  page: number;
  cursor: string | null;
  isCurrent: boolean;
}

const AROUND = 5;

export function pageCursorsOf<T>(slice: PageSlice<T>) {
  const totalPages = Math.max(1, Math.ceil(slice.total / slice.pageSize));
  const current = Math.floor(slice.start / slice.pageSize) + 1;
  const cursor = (page: number): PageCursor => ({
    page,
    cursor: cursorForPage(page, slice.pageSize),
    isCurrent: page === current,
  });
  const from = Math.max(1, Math.min(current - Math.floor(AROUND / 2), totalPages - AROUND + 1));
  const to = Math.min(totalPages, from + AROUND - 1);
  const around: PageCursor[] = [];
  for (let page = from; page <= to; page += 1) around.push(cursor(page));
  return {
    first: cursor(1),
    last: cursor(totalPages),
    around,
    previous: current > 1 ? cursor(current - 1) : null,
    next: current < totalPages ? cursor(current + 1) : null,
  };
}

/** The resolvers of a connection type over a page slice (sliceConnection) and of its edges. */
export const sliceConnection = {
  edges: <T>(slice: PageSlice<T>) => edgesOf(slice),
  pageInfo: <T>(slice: PageSlice<T>) => pageInfoOf(slice),
  totalCount: <T>(slice: PageSlice<T>) => slice.total,
  pageCursors: <T>(slice: PageSlice<T>) => pageCursorsOf(slice),
};

export const sliceEdge = {
  cursor: <T>(edge: { cursor: string; node: T }) => edge.cursor,
  node: <T>(edge: { cursor: string; node: T }) => edge.node,
};
