// Keeps an open offers panel live: subscribes to Subscription.offerEvents for the vehicle. Each
// event brings the chain and the vehicle whole, so Relay updates the cards in place; a chain the
// panel has not listed yet (a dealer's first offer) is put at the top of the vehicle's list. What
// the other side did is announced to screen readers.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useOfferEventsSubscription } from '../../../__generated__/useOfferEventsSubscription.graphql.ts';
import { announce } from '../../../components/liveAnnouncer.tsx';
import { offerEventAnnouncement } from './offerEventAnnouncement.ts';

const subscription = graphql`
  subscription useOfferEventsSubscription($vehicleId: ID, $after: String) {
    offerEvents(vehicleId: $vehicleId, after: $after) {
      cursor
      type
      offer {
        side
        price {
          amount
        }
      }
      chain {
        id
        ...OfferChainCard_chain
      }
      vehicle {
        title
        ...liveVehicle_vehicle
      }
      viewer {
        isStaff
      }
    }
  }
`;

/** `after`: the panel query's Query.liveCursor (see useLiveVehicles). */
export function useOfferEvents(vehicleId: string, after: string | null = null): void {
  const config = useMemo<GraphQLSubscriptionConfig<useOfferEventsSubscription>>(
    () => ({
      subscription,
      variables: { vehicleId, after },
      // A refused or failed subscription leaves the panel as loaded: still usable, just not live.
      onError: () => undefined,
      onNext: (response) => {
        const text = response && offerEventAnnouncement(response.offerEvents);
        if (text) announce(text);
      },
      updater: (store) => {
        const event = store.getRootField('offerEvents');
        const chain = event?.getLinkedRecord('chain');
        const vehicle = store.get(vehicleId);
        const chains = vehicle?.getLinkedRecords('offerChains');
        if (!chain || !vehicle || !chains) return;
        const id = chain.getDataID();
        if (chains.some((listed) => listed?.getDataID() === id)) return;
        vehicle.setLinkedRecords([chain, ...chains], 'offerChains');
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [vehicleId],
  );
  useSubscription<useOfferEventsSubscription>(config);
}
