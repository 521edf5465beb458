// Keeps the given vehicles live: subscribes to Subscription.vehicleChanged for their global ids.
// Each event brings the vehicle whole (liveVehicle_vehicle), so the Relay store updates the cards
// and pages in place as a vehicle is sold, repriced or gets a new current offer.
import { useMemo } from 'react';
import type { useLiveVehiclesSubscription } from '../../../__generated__/useLiveVehiclesSubscription.graphql.ts';
import { useDeferredSubscription } from '../../../relay/useDeferredSubscription.ts';

const loadSubscription = () => import('./useLiveVehiclesSubscription.ts');

/**
 * `after`: the page query's Query.liveCursor, so that nothing that changed between the query and
 * the subscription is missed (null: from the moment of subscribing).
 */
export function useLiveVehicles(vehicleIds: readonly string[], after: string | null = null): void {
  // A stable key: callers pass a fresh array on each render.
  const key = [...new Set(vehicleIds)].sort().join(',');
  const config = useMemo(
    () =>
      // No ids, no subscription (a null list would mean every vehicle).
      key
        ? {
            variables: { vehicleIds: key.split(','), after },
            // A refused or failed subscription leaves the page as loaded: still usable, not live.
            onError: () => undefined,
          }
        : null,
    // A new cursor alone (a refetch of the same vehicles) keeps the running subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  useDeferredSubscription<useLiveVehiclesSubscription>(loadSubscription, config);
}
