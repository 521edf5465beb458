// The columns of the super admin vehicle table (specification 001, section 2): three fixed,
// sortable ones that are always shown, and the optional ones a user picks in 'Edit columns'.
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import type { TableSort } from './tableSearch.ts';

export interface FixedColumn {
  key: 'vinNumber' | 'stockNumber' | 'agent';
  label: string;
  sort: TableSort;
}

export const FIXED_COLUMNS: readonly FixedColumn[] = [
  { key: 'vinNumber', label: 'Vin Number', sort: 'vin' },
  { key: 'stockNumber', label: 'Stock Number', sort: 'stock' },
  { key: 'agent', label: 'Agent', sort: 'agent' },
];

/** An optional column: a records icon opening its modal, or a placeholder the spec leaves bare. */
export type OptionalColumn =
  | { key: string; label: string; records: VehicleRecordKind; name: string }
  | { key: string; label: string; records?: undefined };

export const OPTIONAL_COLUMNS: readonly OptionalColumn[] = [
  { key: 'checks', label: 'Checks', records: 'check', name: 'Checks' },
  { key: 'cr', label: 'CR', records: 'conditionalReport', name: 'Condition reports' },
  { key: 'notes', label: 'Notes', records: 'note', name: 'Notes' },
  { key: 'recall', label: 'Recall' },
  { key: 'carfax', label: 'Carfax' },
  { key: 'exportLogistic', label: 'Export Logistic' },
  { key: 'exportPaperwork', label: 'Export Paperwork' },
  { key: 'registry', label: 'Registry' },
  { key: 'sold', label: 'Sold' },
  { key: 'visualInspection', label: 'Visual Inspection' },
];

export const FIXED_KEYS: readonly string[] = FIXED_COLUMNS.map((column) => column.key);
export const OPTIONAL_KEYS: readonly string[] = OPTIONAL_COLUMNS.map((column) => column.key);
export const ALL_KEYS: readonly string[] = [...FIXED_KEYS, ...OPTIONAL_KEYS];

/** The optional columns among `shown`, in the table's order. */
export function shownOptionalColumns(shown: ReadonlySet<string>): OptionalColumn[] {
  return OPTIONAL_COLUMNS.filter((column) => shown.has(column.key));
}
