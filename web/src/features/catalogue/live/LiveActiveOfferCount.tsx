// Keeps a dealer's Active Offers badge live: each event of its own negotiations (an offer made,
// countered, accepted or expired) brings the dealer's count as it is after the event, written to
// the query root's viewer that the tabs read.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { LiveActiveOfferCountSubscription } from '../../../__generated__/LiveActiveOfferCountSubscription.graphql.ts';

const subscription = graphql`
  subscription LiveActiveOfferCountSubscription {
    offerEvents {
      cursor
      viewer {
        activeOfferCount
      }
    }
  }
`;

/** Renders nothing; mounted by the tabs for a dealer of an accepted company. */
export function LiveActiveOfferCount(): null {
  const config = useMemo<GraphQLSubscriptionConfig<LiveActiveOfferCountSubscription>>(
    () => ({
      subscription,
      variables: {},
      // The badge then shows what the list loaded: still right on the next visit.
      onError: () => undefined,
      updater: (store, data) => {
        const count = data?.offerEvents.viewer.activeOfferCount;
        if (count === undefined) return;
        store.getRoot().getLinkedRecord('viewer')?.setValue(count, 'activeOfferCount');
      },
    }),
    [],
  );
  useSubscription<LiveActiveOfferCountSubscription>(config);
  return null;
}
