// What a vehicle page shows when there is no vehicle to show, or it could not be loaded.
import { Alert, Box, Button, EmptyState, VStack } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { TOASTS } from '@canam/domain/errors';

export const NOT_FOUND_TITLE = 'We could not find this vehicle';

export function VehicleNotFound() {
  return (
    <EmptyState.Root bg="white" borderRadius="lg" borderWidth="1px" maxW="2xl" mx="auto">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchX />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{NOT_FOUND_TITLE}</EmptyState.Title>
          <EmptyState.Description>
            It may have been sold or taken off the marketplace, or the link is incomplete.
          </EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="brand">
          <RouterLink to="/inventory/vehicles">Browse the inventory</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

interface VehicleLoadFailedProps {
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

export function VehicleLoadFailed({ message, onRetry, retrying }: VehicleLoadFailedProps) {
  return (
    <Box maxW="3xl" mx="auto">
      <Alert.Root status="warning" borderRadius="lg" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{TOASTS.vehicleFailed.trim()}</Alert.Title>
          <Alert.Description>
            {message ?? 'Please check your connection and try again.'}
          </Alert.Description>
        </Alert.Content>
        {onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        )}
      </Alert.Root>
    </Box>
  );
}
