// A list of records that could not be loaded: the specification's warning toast (titled Warning),
// once, and the same text in place of the list with Try again.
import { useEffect, useRef } from 'react';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { toastRecordWarning } from '../recordToasts.ts';

interface LoadWarningProps {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

export function LoadWarning({ message, onRetry, retrying }: LoadWarningProps) {
  // Once per failure, also under StrictMode's double effects.
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toastRecordWarning(message);
  }, [message]);
  return <RetryAlert title={message} onRetry={onRetry} retrying={retrying} />;
}
