// The query of an open records modal: one page of one kind of the vehicle's records, asked when
// the modal opens and again for each page (the store's copy shows at once, the server's follows).
// The modal's list and its footer's pager read it; Relay sends one request for both.
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import type { useModalRecordsQuery } from '../../__generated__/useModalRecordsQuery.graphql.ts';
import { recordPageVariables, useRecordPage } from './useRecordPage.ts';

const query = graphql`
  query useModalRecordsQuery(
    $id: ID!
    $first: Int!
    $after: String
    $checks: Boolean!
    $reports: Boolean!
    $notes: Boolean!
  ) {
    liveCursor
    node(id: $id) {
      ... on Vehicle @alias(as: "vehicle") {
        ...useRecordPage_vehicle
          @arguments(
            first: $first
            after: $after
            checks: $checks
            reports: $reports
            notes: $notes
          )
      }
    }
  }
`;

interface ModalRecordsArgs {
  kind: VehicleRecordKind;
  /** The vehicle's global id. */
  vehicleId: string;
  page: number;
  /** Changes with each Try again: Relay keeps a failed result until the key changes. */
  fetchKey: number;
}

export function useModalRecords({ kind, vehicleId, page, fetchKey }: ModalRecordsArgs) {
  const data = useLazyLoadQuery<useModalRecordsQuery>(
    query,
    { id: vehicleId, ...recordPageVariables(kind, page) },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  return { page: useRecordPage(data.node?.vehicle ?? null), liveCursor: data.liveCursor ?? null };
}
