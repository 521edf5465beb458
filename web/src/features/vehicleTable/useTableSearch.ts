// The vehicle table's URL state and the ways to change it: a search text or a sort pushes a new
// history entry (from the first page), so back and forward step through them.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parseTableSearch,
  withSearchText,
  withSort,
  type SortOrder,
  type TableSearch,
  type TableSort,
} from './tableSearch.ts';

export interface TableSearchState {
  state: TableSearch;
  setSearchText: (text: string) => void;
  setSort: (sort: TableSort | null, order: SortOrder) => void;
}

export function useTableSearch(): TableSearchState {
  const [params, setParams] = useSearchParams();
  const setSearchText = useCallback(
    (text: string) => setParams((current) => withSearchText(current, text)),
    [setParams],
  );
  const setSort = useCallback(
    (sort: TableSort | null, order: SortOrder) =>
      setParams((current) => withSort(current, sort, order)),
    [setParams],
  );
  return { state: parseTableSearch(params), setSearchText, setSort };
}
