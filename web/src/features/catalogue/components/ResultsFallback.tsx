// What the results area shows while a page loads, and when it could not be loaded.
import { TOASTS } from '@canam/domain/errors';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useRetryLoad } from '../../../components/useRetryLoad.ts';
import { VehicleGridSkeleton } from '../../vehicle/components/VehicleGridSkeleton.tsx';

export function ResultsLoading() {
  return <VehicleGridSkeleton count={6} />;
}

export function ResultsError() {
  const { retry, retrying } = useRetryLoad();
  return <RetryAlert title={TOASTS.vehicleListFailed} onRetry={retry} retrying={retrying} />;
}
