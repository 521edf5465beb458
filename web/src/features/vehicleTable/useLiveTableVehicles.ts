// Keeps the table's page live without a reload: checks, condition reports and notes that other
// staff add or change (vehicleRecordsChanged, with the rows' fields so icons and counts follow),
// and agents or stock numbers changed elsewhere (vehicleChanged, which selects no counts: each
// count on a vehicle outside the table query would cost the gateway a REST call).
import { useMemo } from 'react';
import { graphql, requestSubscription, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useLiveTableVehiclesChangesSubscription } from '../../__generated__/useLiveTableVehiclesChangesSubscription.graphql.ts';
import type { useLiveTableVehiclesRecordsSubscription } from '../../__generated__/useLiveTableVehiclesRecordsSubscription.graphql.ts';

const recordsSubscription = graphql`
  subscription useLiveTableVehiclesRecordsSubscription($vehicleIds: [ID!], $after: String) {
    vehicleRecordsChanged(vehicleIds: $vehicleIds, after: $after) {
      cursor
      vehicle {
        id
        ...VehicleTableRow_vehicle
        ...VehicleTableCard_vehicle
      }
    }
  }
`;

const changesSubscription = graphql`
  subscription useLiveTableVehiclesChangesSubscription($vehicleIds: [ID!], $after: String) {
    vehicleChanged(vehicleIds: $vehicleIds, after: $after) {
      cursor
      vehicle {
        id
        stockNumber
        ...AgentCell_vehicle
      }
    }
  }
`;

// No ids, no subscription (a null list would mean every vehicle).
const skip: typeof requestSubscription = () => ({ dispose: () => undefined });

/**
 * `after`: the table query's Query.liveCursor, so nothing that changed between the query and the
 * subscriptions is missed.
 */
export function useLiveTableVehicles(vehicleIds: readonly string[], after: string | null): void {
  // A stable key: the caller passes a fresh array on each render.
  const key = [...new Set(vehicleIds)].sort().join(',');
  const records = useMemo<GraphQLSubscriptionConfig<useLiveTableVehiclesRecordsSubscription>>(
    () => ({
      subscription: recordsSubscription,
      variables: { vehicleIds: key ? key.split(',') : [], after },
      // A refused or failed subscription leaves the table as loaded: usable, just not live.
      onError: () => undefined,
    }),
    // A new cursor alone (the same page loaded again) keeps the running subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const changes = useMemo<GraphQLSubscriptionConfig<useLiveTableVehiclesChangesSubscription>>(
    () => ({
      subscription: changesSubscription,
      variables: { vehicleIds: key ? key.split(',') : [], after },
      onError: () => undefined,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const subscribe = key ? requestSubscription : skip;
  useSubscription<useLiveTableVehiclesRecordsSubscription>(records, subscribe);
  useSubscription<useLiveTableVehiclesChangesSubscription>(changes, subscribe);
}
