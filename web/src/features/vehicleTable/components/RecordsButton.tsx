// The Checks, CR or Notes icon of a vehicle: filled when it has at least one such record, outlined
// otherwise, with the count ('Checks: 2' to assistive technology); it opens that kind's modal.
import { Button } from '@chakra-ui/react';
import { ClipboardCheck, ReceiptText, StickyNote } from 'lucide-react';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';

const ICONS = {
  check: ReceiptText,
  conditionalReport: ClipboardCheck,
  note: StickyNote,
} as const satisfies Record<VehicleRecordKind, unknown>;

interface RecordsButtonProps {
  kind: VehicleRecordKind;
  /** What the records are called: 'Checks', 'Condition reports', 'Notes'. */
  name: string;
  count: number;
  onOpen: () => void;
}

export function RecordsButton({ kind, name, count, onOpen }: RecordsButtonProps) {
  const Icon = ICONS[kind];
  const filled = count > 0;
  return (
    <Button
      size="xs"
      minW="12"
      colorPalette="brand"
      variant={filled ? 'solid' : 'outline'}
      // The visible count ends the name (not in parentheses), so voice control can say it.
      aria-label={`${name}: ${count}`}
      aria-haspopup="dialog"
      data-filled={filled}
      onClick={onOpen}
    >
      <Icon aria-hidden fill={filled ? 'currentColor' : 'none'} fillOpacity={0.25} />
      {count}
    </Button>
  );
}
