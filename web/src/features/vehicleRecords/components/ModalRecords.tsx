// The list of an open records modal (one page of cards, kept live) and its footer's pager.
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import { PagePicker } from '../../../components/PagePicker.tsx';
import { useVehicleRecordsLive } from '../live/useVehicleRecordsLive.ts';
import { RECORD_TEXTS } from '../recordTexts.ts';
import { useModalRecords } from '../useModalRecords.ts';
import { RecordGrid } from './RecordGrid.tsx';
import { RecordPageList } from './RecordPageList.tsx';

interface ModalRecordsProps {
  kind: VehicleRecordKind;
  vehicleId: string;
  page: number;
  fetchKey: number;
}

export function ModalRecords(props: ModalRecordsProps) {
  const { page, liveCursor } = useModalRecords(props);
  // Records other staff add show up here while the modal is open.
  useVehicleRecordsLive([props.vehicleId], liveCursor);
  if (!page) return <RecordGrid layout="column" empty={RECORD_TEXTS[props.kind].empty} />;
  return <RecordPageList page={page} layout="column" />;
}

export function ModalPager({
  onChange,
  ...props
}: ModalRecordsProps & { onChange: (page: number) => void }) {
  const { page } = useModalRecords(props);
  return (
    <PagePicker
      page={props.page}
      totalCount={page?.totalCount ?? 0}
      pageSize={TABLE_PAGE_SIZE}
      onChange={onChange}
    />
  );
}
