// A list that loads on its own: a loading view while its query runs, and on failure the
// specification's warning with Try again, which mounts the list afresh so its query runs again.
import { Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LoadFailed } from './LoadFailed.tsx';

interface LoadBoundaryProps {
  /** The warning of the specification for this list. */
  failure: string;
  /** Changes with what the list shows (page, filters), so a new request starts afresh. */
  resetKey: string;
  loading: ReactNode;
  /** The list, given a fetch key that changes with each Try again (Relay keeps failed results). */
  children: (fetchKey: number) => ReactNode;
  /** How the warning is toasted (LoadFailed's default otherwise). */
  warn?: (message: string) => void;
}

export function LoadBoundary({ failure, resetKey, loading, children, warn }: LoadBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      key={`${resetKey}#${attempt}`}
      fallback={
        <LoadFailed message={failure} onRetry={() => setAttempt((n) => n + 1)} warn={warn} />
      }
    >
      <Suspense fallback={loading}>{children(attempt)}</Suspense>
    </ErrorBoundary>
  );
}
