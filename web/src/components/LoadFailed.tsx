// What a list shows when its query failed: the specification's warning toast, once, and the same
// text in place of the list with a way to try again.
import { useEffect, useRef } from 'react';
import { RetryAlert } from './RetryAlert.tsx';
import { toaster } from './toaster.tsx';

interface LoadFailedProps {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  /** How the warning is toasted; by default titled with the message. */
  warn?: (message: string) => void;
}

const toastTitled = (message: string) => toaster.create({ type: 'warning', title: message });

export function LoadFailed({ message, onRetry, retrying, warn = toastTitled }: LoadFailedProps) {
  // Once per failure, also under StrictMode's double effects.
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    warn(message);
  }, [message, warn]);
  return <RetryAlert title={message} onRetry={onRetry} retrying={retrying} />;
}
