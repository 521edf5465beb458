// What the results area shows while a page loads, and when it could not be loaded.
import { Alert, Button } from '@chakra-ui/react';
import { useRevalidator } from 'react-router-dom';
import { TOASTS } from '@canam/domain/errors';
import { VehicleGridSkeleton } from '../../vehicle/components/VehicleGridSkeleton.tsx';

export function ResultsLoading() {
  return <VehicleGridSkeleton count={6} />;
}

export function ResultsError() {
  const revalidator = useRevalidator();
  return (
    <Alert.Root status="warning" borderRadius="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{TOASTS.vehicleListFailed}</Alert.Title>
        <Alert.Description>Please check your connection and try again.</Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void revalidator.revalidate()}
        loading={revalidator.state === 'loading'}
      >
        Try again
      </Button>
    </Alert.Root>
  );
}
