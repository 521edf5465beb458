// The frame of the vehicle pages: a skeleton while loading, the not-found state when there is
// nothing to look up, and an error state with retry when the request failed. Their back button is
// the base layout's blue back bar (one back control per page).
import { Suspense, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { useRetryLoad } from '../../../components/useRetryLoad.ts';
import { VehicleDetailSkeleton } from './VehicleDetailSkeleton.tsx';
import { VehicleLoadFailed, VehicleNotFound } from './VehicleNotFound.tsx';

interface VehiclePageFrameProps {
  /** Changes with every load, so a retry starts from a fresh error boundary. */
  loadId: number;
  /** False when the address holds nothing to look up (the not-found state at once). */
  hasQuery: boolean;
  onRetry: () => void;
  retrying?: boolean;
  children: ReactNode;
}

export function VehiclePageFrame({
  loadId,
  hasQuery,
  onRetry,
  retrying,
  children,
}: VehiclePageFrameProps) {
  return (
    <Box maxW="7xl" mx="auto" px={{ base: 3, md: 6 }} py={{ base: 3, md: 5 }}>
      {hasQuery ? (
        <ErrorBoundary
          key={loadId}
          fallback={<VehicleLoadFailed onRetry={onRetry} retrying={retrying} />}
        >
          <Suspense fallback={<VehicleDetailSkeleton />}>{children}</Suspense>
        </ErrorBoundary>
      ) : (
        <VehicleNotFound />
      )}
    </Box>
  );
}

/** The frame of a vehicle route: Try again runs the route's loader again. */
export function VehicleRouteFrame(props: Omit<VehiclePageFrameProps, 'onRetry' | 'retrying'>) {
  const { retry, retrying } = useRetryLoad();
  return <VehiclePageFrame {...props} onRetry={retry} retrying={retrying} />;
}
