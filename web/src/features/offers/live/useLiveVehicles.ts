// Keeps the given vehicles live: subscribes to Subscription.vehicleChanged for their global ids.
// Each event brings the vehicle whole (liveVehicle_vehicle), so the Relay store updates the cards
// and pages in place as a vehicle is sold, repriced or gets a new current offer.
import { useMemo } from 'react';
import { graphql, requestSubscription, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useLiveVehiclesSubscription } from '../../../__generated__/useLiveVehiclesSubscription.graphql.ts';

const subscription = graphql`
  subscription useLiveVehiclesSubscription($vehicleIds: [ID!], $after: String) {
    vehicleChanged(vehicleIds: $vehicleIds, after: $after) {
      cursor
      vehicle {
        ...liveVehicle_vehicle
      }
    }
  }
`;

// No ids, no subscription (a null list would mean every vehicle).
const skip: typeof requestSubscription = () => ({ dispose: () => undefined });

/**
 * `after`: the page query's Query.liveCursor, so that nothing that changed between the query and
 * the subscription is missed (null: from the moment of subscribing).
 */
export function useLiveVehicles(vehicleIds: readonly string[], after: string | null = null): void {
  // A stable key: callers pass a fresh array on each render.
  const key = [...new Set(vehicleIds)].sort().join(',');
  const config = useMemo<GraphQLSubscriptionConfig<useLiveVehiclesSubscription>>(
    () => ({
      subscription,
      variables: { vehicleIds: key ? key.split(',') : [], after },
      // A refused or failed subscription leaves the page as loaded: still usable, just not live.
      onError: () => undefined,
    }),
    // A new cursor alone (a refetch of the same vehicles) keeps the running subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  useSubscription<useLiveVehiclesSubscription>(config, key ? requestSubscription : skip);
}
