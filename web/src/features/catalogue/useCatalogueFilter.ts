// The filter of a vehicle list lives in the URL: read it with the shared schema (catalogueSearch.ts),
// and write it back on Search, Show All and the view toggle (each a history entry, so Back undoes
// it).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  catalogueSearchParams,
  defaultCatalogueFilter,
  type CatalogueContext,
  type CatalogueFilter,
  type CatalogueView,
} from '@canam/domain/forms/catalogueFilterValues';
import { useCatalogueSearch } from './catalogueSearch.ts';

export interface CatalogueFilterState {
  filter: CatalogueFilter;
  /** Search: the form's values, back to page 1. */
  apply: (values: CatalogueFilter) => void;
  /** Show All: every filter cleared, the display kept. */
  clear: () => void;
  setView: (view: CatalogueView) => void;
  /** How many filters differ from the defaults (the 'Filters' button badge). */
  activeCount: number;
}

export function useCatalogueFilter(context: CatalogueContext): CatalogueFilterState {
  const [search, setSearch] = useSearchParams();
  const { staff, admin } = context;
  const filter = useCatalogueSearch(search, { staff, admin });
  const write = useCallback(
    (next: CatalogueFilter) => setSearch(catalogueSearchParams(next, { staff, admin })),
    [setSearch, staff, admin],
  );
  const activeCount = useMemo(() => {
    const params = catalogueSearchParams(filter, { staff, admin });
    const keys = new Set([...params.keys()].map((key) => key.replace(/(From|To)$/, '')));
    keys.delete('view');
    keys.delete('page');
    return keys.size;
  }, [filter, staff, admin]);

  return {
    filter,
    activeCount,
    apply: (values) => write({ ...values, view: filter.view, page: 1 }),
    clear: () => write({ ...defaultCatalogueFilter({ staff, admin }), view: filter.view }),
    setView: (view) => write({ ...filter, view }),
  };
}
