// The URL state of a dealer review list and the way to change its search: a new text pushes a
// history entry from the first page, so back and forward step through the searches.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withSearchText } from '../vehicleTable/tableSearch.ts';
import { parseListSearch, type ListSearch } from './listSearch.ts';

export interface ListSearchState {
  state: ListSearch;
  setSearchText: (text: string) => void;
}

export function useListSearch(): ListSearchState {
  const [params, setParams] = useSearchParams();
  const setSearchText = useCallback(
    (text: string) => setParams((current) => withSearchText(current, text)),
    [setParams],
  );
  return { state: parseListSearch(params), setSearchText };
}
