// One page (10 records, newest first) of one kind of a vehicle's records, as the modal's query and
// the dashboard's section query ask for it: the page's connection and its total for the pager.
import { graphql, useFragment } from 'react-relay';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import type { CheckList_connection$key } from '../../__generated__/CheckList_connection.graphql.ts';
import type { ConditionReportList_connection$key } from '../../__generated__/ConditionReportList_connection.graphql.ts';
import type { NoteList_connection$key } from '../../__generated__/NoteList_connection.graphql.ts';
import type { useRecordPage_vehicle$key } from '../../__generated__/useRecordPage_vehicle.graphql.ts';

const fragment = graphql`
  fragment useRecordPage_vehicle on Vehicle
  @argumentDefinitions(
    first: { type: "Int!" }
    after: { type: "String" }
    checks: { type: "Boolean!" }
    reports: { type: "Boolean!" }
    notes: { type: "Boolean!" }
  ) {
    checks(first: $first, after: $after) @include(if: $checks) {
      totalCount
      ...CheckList_connection
    }
    conditionReports(first: $first, after: $after) @include(if: $reports) {
      totalCount
      ...ConditionReportList_connection
    }
    notes(first: $first, after: $after) @include(if: $notes) {
      totalCount
      ...NoteList_connection
    }
  }
`;

/** The variables of a query that spreads the fragment for page `page` of `kind`. */
export function recordPageVariables(kind: VehicleRecordKind, page: number) {
  return {
    first: TABLE_PAGE_SIZE,
    after: cursorForPage(page, TABLE_PAGE_SIZE),
    checks: kind === 'check',
    reports: kind === 'conditionalReport',
    notes: kind === 'note',
  };
}

export type RecordPage = { totalCount: number } & (
  | { kind: 'check'; connection: CheckList_connection$key }
  | { kind: 'conditionalReport'; connection: ConditionReportList_connection$key }
  | { kind: 'note'; connection: NoteList_connection$key }
);

/** The page the query asked for; null when the vehicle was not found or had no list. */
export function useRecordPage(vehicle: useRecordPage_vehicle$key | null): RecordPage | null {
  const data = useFragment(fragment, vehicle);
  if (data?.checks)
    return { kind: 'check', totalCount: data.checks.totalCount, connection: data.checks };
  if (data?.conditionReports) {
    const { totalCount } = data.conditionReports;
    return { kind: 'conditionalReport', totalCount, connection: data.conditionReports };
  }
  if (data?.notes)
    return { kind: 'note', totalCount: data.notes.totalCount, connection: data.notes };
  return null;
}
