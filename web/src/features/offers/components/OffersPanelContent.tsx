// The offers panel's body: the vehicle facts and an offer card per dealer (a dealer sees only its
// own), kept live by the vehicle's offer events. The countdowns use the server's clock: the offset
// is measured once, when the panel's data arrives.
import { useState } from 'react';
import { EmptyState, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { HandCoins } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OffersPanelContentQuery } from '../../../__generated__/OffersPanelContentQuery.graphql.ts';
import { clockOffsetMs } from '../countdown.ts';
import { useLiveVehicles } from '../live/useLiveVehicles.ts';
import { useOfferEvents } from '../live/useOfferEvents.ts';
import { OfferChainCard } from './OfferChainCard.tsx';
import { OffersPanelFacts } from './OffersPanelFacts.tsx';

export const NO_OFFERS_TEXT = 'No offers on this vehicle yet.';

interface OffersPanelContentProps {
  vehicleId: string;
  /** In full screen the offer cards use the whole width: 3 a row from the medium width up. */
  fullScreen: boolean;
}

export function OffersPanelContent({ vehicleId, fullScreen }: OffersPanelContentProps) {
  const data = useLazyLoadQuery<OffersPanelContentQuery>(
    graphql`
      query OffersPanelContentQuery($id: ID!) {
        serverTime
        liveCursor
        viewer {
          isStaff
          ...OffersPanelFacts_viewer
        }
        node(id: $id) {
          ... on Vehicle @alias(as: "vehicle") {
            id
            ...OffersPanelFacts_vehicle
            offerChains {
              id
              ...OfferChainCard_chain
            }
          }
        }
      }
    `,
    { id: vehicleId },
    // A fresh server time for the countdowns, and the chains as they are now.
    { fetchPolicy: 'network-only' },
  );
  const [offsetMs] = useState(() => clockOffsetMs(data.serverTime, Date.now()));
  useOfferEvents(vehicleId, data.liveCursor);
  useLiveVehicles([vehicleId], data.liveCursor);
  const vehicle = data.node?.vehicle;
  if (!vehicle) {
    return <Text color="gray.600">This vehicle is no longer listed.</Text>;
  }
  return (
    <Stack gap="4">
      <OffersPanelFacts vehicle={vehicle} viewer={data.viewer} />
      {vehicle.offerChains.length === 0 ? (
        <EmptyState.Root size="sm" bg="white" borderRadius="lg" borderWidth="1px">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <HandCoins />
            </EmptyState.Indicator>
            <EmptyState.Title fontSize="sm">{NO_OFFERS_TEXT}</EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SimpleGrid columns={fullScreen ? { base: 1, md: 3 } : 1} gap="3">
          {vehicle.offerChains.map((chain) => (
            <OfferChainCard
              key={chain.id}
              chain={chain}
              vehicleId={vehicleId}
              viewerIsStaff={data.viewer.isStaff}
              clockOffsetMs={offsetMs}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
