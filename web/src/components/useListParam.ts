// Changes one parameter of a list's URL (search, a filter): a new history entry from the first
// page, so back and forward step through the searches.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withListParam } from './listSearch.ts';

export function useListParam(): (key: string, value: string) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (key: string, value: string) => setParams((current) => withListParam(current, key, value)),
    [setParams],
  );
}
