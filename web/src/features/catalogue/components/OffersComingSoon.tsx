// The offers and purchases tabs until the offers feature ships: said plainly, with what to do.
import { EmptyState, VStack } from '@chakra-ui/react';
import { Handshake } from 'lucide-react';

export const OFFERS_NEXT_RELEASE = 'Offers and purchases arrive with the next release.';

export function OffersComingSoon({ title }: { title: string }) {
  return (
    <EmptyState.Root bg="white" borderRadius="lg" borderWidth="1px">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Handshake />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>
            {OFFERS_NEXT_RELEASE} Until then, call your agent to make an offer or buy a vehicle.
          </EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
