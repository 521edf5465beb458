// What an optional column shows for one vehicle: the records icon (Checks, CR, Notes) or the
// placeholder eye of the columns whose behaviour is not specified.
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import type { OptionalColumn } from '../columns.ts';
import { PlaceholderEye } from './PlaceholderEye.tsx';
import { RecordsButton } from './RecordsButton.tsx';

/** The records modal to open: which kind, for which vehicle. */
export interface RecordsTarget {
  kind: VehicleRecordKind;
  /** The Vehicle's global id. */
  vehicleId: string;
  vin: string;
}

export type RecordCounts = Record<VehicleRecordKind, number>;

interface CountedVehicle {
  readonly checks: { readonly totalCount: number };
  readonly conditionReports: { readonly totalCount: number };
  readonly notes: { readonly totalCount: number };
}

export function recordCounts(vehicle: CountedVehicle): RecordCounts {
  return {
    check: vehicle.checks.totalCount,
    conditionalReport: vehicle.conditionReports.totalCount,
    note: vehicle.notes.totalCount,
  };
}

interface OptionalCellProps {
  column: OptionalColumn;
  vehicleId: string;
  vin: string;
  counts: RecordCounts;
  onOpenRecords: (target: RecordsTarget) => void;
}

export function OptionalCell({ column, vehicleId, vin, counts, onOpenRecords }: OptionalCellProps) {
  if (!column.records) return <PlaceholderEye column={column.label} />;
  const kind = column.records;
  return (
    <RecordsButton
      kind={kind}
      name={column.name}
      count={counts[kind]}
      onOpen={() => onOpenRecords({ kind, vehicleId, vin })}
    />
  );
}
