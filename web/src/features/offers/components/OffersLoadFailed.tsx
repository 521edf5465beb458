// When the panel's negotiations cannot be loaded: the specification's warning, as a toast and in
// place of the cards.
import { useEffect } from 'react';
import { Alert } from '@chakra-ui/react';
import { toastWarning } from '../offerToasts.ts';

export const HISTORY_FAILED = 'Counter-Offer history not obtained';

export function OffersLoadFailed() {
  useEffect(() => toastWarning(HISTORY_FAILED), []);
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title>{HISTORY_FAILED}</Alert.Title>
    </Alert.Root>
  );
}
