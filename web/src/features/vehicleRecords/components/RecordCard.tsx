// The frame of a check, condition report or note card: its meta line above its content.
import type { ReactNode } from 'react';
import { Card } from '@chakra-ui/react';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import type { RecordMeta_record$key } from '../../../__generated__/RecordMeta_record.graphql.ts';
import { RecordMeta } from './RecordMeta.tsx';

interface RecordCardProps {
  kind: VehicleRecordKind;
  record: RecordMeta_record$key;
  children: ReactNode;
}

export function RecordCard({ kind, record, children }: RecordCardProps) {
  return (
    <Card.Root as="article" size="sm" bg="white" data-testid="record-card">
      <Card.Body gap="3">
        <RecordMeta kind={kind} record={record} />
        {children}
      </Card.Body>
    </Card.Root>
  );
}
