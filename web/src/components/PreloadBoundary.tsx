// A part of a page whose query its route preloaded: a loading view while the data comes, and on
// failure the specification's warning with Try again, which runs the route's loader again.
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { useRetryLoad } from './useRetryLoad.ts';

interface PreloadBoundaryProps {
  /** The warning of the specification for this part. */
  failure: string;
  /** The loader's number for this load, so a new load starts from a fresh boundary. */
  loadId: number;
  loading: ReactNode;
  children: ReactNode;
  /** How the warning is toasted (LoadFailed's default otherwise). */
  warn?: (message: string) => void;
}

export function PreloadBoundary({
  failure,
  loadId,
  loading,
  children,
  warn,
}: PreloadBoundaryProps) {
  const { retry, retrying } = useRetryLoad();
  return (
    <ErrorBoundary
      key={loadId}
      fallback={<LoadFailed message={failure} onRetry={retry} retrying={retrying} warn={warn} />}
    >
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}
