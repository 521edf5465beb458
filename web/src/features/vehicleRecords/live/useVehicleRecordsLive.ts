// Keeps the records of the given vehicles live (an open modal, the dashboard): subscribes to
// Subscription.vehicleRecordsChanged. Each event brings the record whole, so a status change
// updates its card in place, a new record goes on top of its list, and the vehicle's counts follow.
import { useMemo } from 'react';
import { graphql, requestSubscription, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import type {
  useVehicleRecordsLiveSubscription,
  VehicleRecordKind as GraphKind,
} from '../../../__generated__/useVehicleRecordsLiveSubscription.graphql.ts';
import { insertRecordOnTop } from './insertRecord.ts';

const subscription = graphql`
  subscription useVehicleRecordsLiveSubscription($vehicleIds: [ID!], $after: String) {
    vehicleRecordsChanged(vehicleIds: $vehicleIds, after: $after) {
      cursor
      kind
      created
      record {
        id
        ... on Check @alias(as: "check") {
          ...CheckCard_check
        }
        ... on ConditionReport @alias(as: "report") {
          ...ConditionReportCard_report
        }
        ... on Note @alias(as: "note") {
          ...NoteCard_note
        }
      }
      vehicle {
        ...recordCounts_vehicle
      }
    }
  }
`;

const KINDS: Partial<Record<GraphKind, VehicleRecordKind>> = {
  CHECK: 'check',
  CONDITION_REPORT: 'conditionalReport',
  NOTE: 'note',
};

// No ids, no subscription (a null list would mean every vehicle).
const skip: typeof requestSubscription = () => ({ dispose: () => undefined });

/**
 * `after`: the list query's Query.liveCursor, so nothing recorded between that query and the
 * subscription is missed (null: from the moment of subscribing).
 */
export function useVehicleRecordsLive(
  vehicleIds: readonly string[],
  after: string | null = null,
): void {
  // A stable key: callers pass a fresh array on each render.
  const key = [...new Set(vehicleIds)].sort().join(',');
  const config = useMemo<GraphQLSubscriptionConfig<useVehicleRecordsLiveSubscription>>(
    () => ({
      subscription,
      variables: { vehicleIds: key ? key.split(',') : [], after },
      // A refused or failed subscription leaves the lists as loaded: still usable, just not live.
      onError: () => undefined,
      updater: (store, data) => {
        const event = data?.vehicleRecordsChanged;
        const kind = event ? KINDS[event.kind] : undefined;
        if (!event?.created || !kind) return;
        const record = store.get(event.record.id);
        const vehicle = store.getRootField('vehicleRecordsChanged')?.getLinkedRecord('vehicle');
        if (record && vehicle) insertRecordOnTop(store, vehicle.getDataID(), kind, record);
      },
    }),
    // A new cursor alone (a list refetched) keeps the running subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  useSubscription<useVehicleRecordsLiveSubscription>(config, key ? requestSubscription : skip);
}
