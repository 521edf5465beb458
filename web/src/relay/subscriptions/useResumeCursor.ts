// Where a page's subscription resumes, one rule for every subscription that retries: the first
// after the page's own query (its Query.liveCursor), a later one after the last event heard, or
// after the page's query when none was. The page's cursor is read once: a later one (a refetched
// query) must not skip what a failed subscription missed.
import { useRef, useState } from 'react';

export interface ResumeCursor {
  /** The `after` of the subscription of this attempt (0: the first). */
  afterFor(attempt: number): string | null;
  /** An event's cursor was heard. */
  heard(cursor: string): void;
}

export function useResumeCursor(pageCursor: string | null): ResumeCursor {
  const last = useRef<string | null>(null);
  const [resume] = useState<ResumeCursor>(() => ({
    afterFor: (attempt) => (attempt === 0 ? pageCursor : (last.current ?? pageCursor)),
    heard: (cursor) => {
      last.current = cursor;
    },
  }));
  return resume;
}
