// A warning that something could not be loaded, with Try again.
import { Alert, Button } from '@chakra-ui/react';

interface RetryAlertProps {
  title: string;
  onRetry: () => void;
  retrying?: boolean;
}

export function RetryAlert({ title, onRetry, retrying }: RetryAlertProps) {
  return (
    <Alert.Root status="warning" borderRadius="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>Please check your connection and try again.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Alert.Root>
  );
}
