// Puts a new check, condition report or note at the top of the first page of its vehicle's list
// in the Relay store (newest first, 10 a page), so every open list shows it at once. Our own save
// and the live event of that save both come here: a record already listed is left alone.
import type { RecordProxy, RecordSourceProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';

/** The Vehicle field and edge type of each kind's list. */
const RECORD_LISTS = {
  check: { field: 'checks', edgeType: 'CheckEdge' },
  conditionalReport: { field: 'conditionReports', edgeType: 'ConditionReportEdge' },
  note: { field: 'notes', edgeType: 'NoteEdge' },
} as const satisfies Record<VehicleRecordKind, { field: string; edgeType: string }>;

export function insertRecordOnTop(
  store: RecordSourceProxy,
  vehicleId: string,
  kind: VehicleRecordKind,
  record: RecordProxy,
): void {
  const { field, edgeType } = RECORD_LISTS[kind];
  // The first page as the lists ask for it: checks(first: 10), no `after`.
  const page = store.get(vehicleId)?.getLinkedRecord(field, { first: TABLE_PAGE_SIZE });
  if (!page) return;
  const edges = page.getLinkedRecords('edges') ?? [];
  const id = record.getDataID();
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id)) return;
  const edgeId = `client:${page.getDataID()}:edge:${id}`;
  const edge = store.get(edgeId) ?? store.create(edgeId, edgeType);
  edge.setLinkedRecord(record, 'node');
  page.setLinkedRecords([edge, ...edges].slice(0, TABLE_PAGE_SIZE), 'edges');
  const total = page.getValue('totalCount');
  if (typeof total === 'number') page.setValue(total + 1, 'totalCount');
}

/** A mutation's updater: the payload's new edge (`<root>.<edge>.node`) goes on top of its list. */
export function insertSavedRecord(
  store: RecordSourceSelectorProxy,
  vehicleId: string,
  kind: VehicleRecordKind,
  rootField: string,
  edgeField: string,
): void {
  const node = store.getRootField(rootField)?.getLinkedRecord(edgeField)?.getLinkedRecord('node');
  if (node) insertRecordOnTop(store, vehicleId, kind, node);
}
