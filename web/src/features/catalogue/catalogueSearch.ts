// Reading a list's filter from its URL. A URL without a filter is the defaults, known at once; one
// with a filter is parsed by the shared schema (domain/forms/catalogueFilter.ts), whose module and
// zod load only then: the plain inventory and vehicle lists paint without them.
import { use, useMemo } from 'react';
import {
  defaultCatalogueFilter,
  hasCatalogueSearch,
  type CatalogueContext,
  type CatalogueFilter,
} from '@canam/domain/forms/catalogueFilterValues';
import type { parseCatalogueSearch } from '@canam/domain/forms/catalogueFilter';

type Parse = typeof parseCatalogueSearch;

let parse: Parse | null = null;
let loading: Promise<Parse> | null = null;

/**
 * For modules that import the schema anyway (the filter form): lists rendered with them read a
 * filtered URL at once instead of waiting for the module they already hold.
 */
export function provideCatalogueParser(parser: Parse): void {
  parse ??= parser;
}

function loadParser(): Promise<Parse> {
  loading ??= import('@canam/domain/forms/catalogueFilter').then(
    (module) => (parse = module.parseCatalogueSearch),
    (error: unknown) => {
      loading = null; // a failed load is tried again by the next reader
      throw error;
    },
  );
  return loading;
}

/** For loaders: the URL's filter, once the schema is loaded if the URL needs it. */
export async function readCatalogueSearch(
  search: URLSearchParams,
  context: CatalogueContext,
): Promise<CatalogueFilter> {
  if (!hasCatalogueSearch(search, context)) return defaultCatalogueFilter(context);
  return (parse ?? (await loadParser()))(search, context);
}

/**
 * For components: the URL's filter, the same object while the URL is the same. The route's loader
 * has read it already (readCatalogueSearch), so the schema is loaded; a component rendered without
 * that loader suspends until it is.
 */
export function useCatalogueSearch(
  search: URLSearchParams,
  { staff, admin }: CatalogueContext,
): CatalogueFilter {
  const parser = hasCatalogueSearch(search, { staff, admin }) ? (parse ?? use(loadParser())) : null;
  return useMemo(
    () => (parser ? parser(search, { staff, admin }) : defaultCatalogueFilter({ staff, admin })),
    [parser, search, staff, admin],
  );
}
