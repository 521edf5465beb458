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

export function useLiveVehicles(vehicleIds: readonly string[]): void {
  // A stable key: callers pass a fresh array on each render.
  const key = [...new Set(vehicleIds)].sort().join(',');
  const config = useMemo<GraphQLSubscriptionConfig<useLiveVehiclesSubscription>>(
    () => ({
      subscription,
      variables: { vehicleIds: key ? key.split(',') : [], after: null },
      // A refused or failed subscription leaves the page as loaded: still usable, just not live.
      onError: () => undefined,
    }),
    [key],
  );
  useSubscription<useLiveVehiclesSubscription>(config, key ? requestSubscription : skip);
}
