// What a route shows when its data could not be loaded or it failed to render.
import { Box } from '@chakra-ui/react';
import { TOASTS } from '@canam/domain/errors';
import { RetryAlert } from './RetryAlert.tsx';
import { useRetryLoad } from './useRetryLoad.ts';

export function RouteError({ title = TOASTS.vehicleListFailed }: { title?: string }) {
  const { retry, retrying } = useRetryLoad();
  return (
    <Box maxW="3xl" mx="auto" my="10" px="4">
      <RetryAlert title={title} onRetry={retry} retrying={retrying} />
    </Box>
  );
}
