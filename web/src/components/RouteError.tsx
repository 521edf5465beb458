// What a route shows when its data could not be loaded or it failed to render.
import { Alert, Box, Button } from '@chakra-ui/react';
import { useRevalidator } from 'react-router-dom';
import { TOASTS } from '@canam/domain/errors';

export function RouteError({ title = TOASTS.vehicleListFailed }: { title?: string }) {
  const revalidator = useRevalidator();
  return (
    <Box maxW="3xl" mx="auto" my="10" px="4">
      <Alert.Root status="warning" borderRadius="lg" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
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
    </Box>
  );
}
