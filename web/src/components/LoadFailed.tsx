// What a list shows when its query failed: the specification's warning toast, once, and the same
// text in place of the list with a way to try again.
import { useEffect, useRef } from 'react';
import { Alert, Button } from '@chakra-ui/react';
import { toaster } from './toaster.tsx';

interface LoadFailedProps {
  message: string;
  onRetry: () => void;
}

export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  // Once per failure, also under StrictMode's double effects.
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toaster.create({ type: 'warning', title: message });
  }, [message]);
  return (
    <Alert.Root status="warning" borderRadius="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
        <Alert.Description>Please check your connection and try again.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}
