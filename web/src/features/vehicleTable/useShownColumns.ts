// Which optional columns the table shows: the choice saved in the cookie `fields`, or every column
// on the first visit, which stores that choice at once (specification 001, section 2).
import { useCallback, useEffect, useState } from 'react';
import { ALL_KEYS } from './columns.ts';
import { normalizeShown, readColumnsCookie, writeColumnsCookie } from './columnsCookie.ts';

export interface ShownColumns {
  shown: ReadonlySet<string>;
  save: (shown: Iterable<string>) => void;
}

export function useShownColumns(): ShownColumns {
  const [shown, setShown] = useState<ReadonlySet<string>>(
    () => readColumnsCookie() ?? new Set(ALL_KEYS),
  );
  useEffect(() => {
    if (readColumnsCookie() === null) writeColumnsCookie(ALL_KEYS);
  }, []);
  const save = useCallback((next: Iterable<string>) => {
    writeColumnsCookie(next);
    setShown(normalizeShown(next));
  }, []);
  return { shown, save };
}
