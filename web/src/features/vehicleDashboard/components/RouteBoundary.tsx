// A part of the dashboard whose query the route preloaded: a loading view while it comes, and on
// failure the specification's warning (toast titled Warning, the text in place) with Try again,
// which runs the route's loader again.
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { useRetryLoad } from '../../../components/useRetryLoad.ts';
import { LoadWarning } from '../../vehicleRecords/components/LoadWarning.tsx';

interface RouteBoundaryProps {
  failure: string;
  /** The loader's number for this load, so a new load starts from a fresh boundary. */
  loadId: number;
  loading: ReactNode;
  children: ReactNode;
}

export function RouteBoundary({ failure, loadId, loading, children }: RouteBoundaryProps) {
  const { retry, retrying } = useRetryLoad();
  return (
    <ErrorBoundary
      key={loadId}
      fallback={<LoadWarning message={failure} onRetry={retry} retrying={retrying} />}
    >
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}
