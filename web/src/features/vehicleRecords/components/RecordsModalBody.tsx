// The body and footer of an open records modal: the form on top, the page of records below
// (spinner while it loads, the specification's warning when it cannot), and the footer's pager
// and Cancel. A page change keeps the shown page until the next one is there.
import { Suspense, useState, useTransition, type ReactNode } from 'react';
import { Box, Button, Dialog, Flex, Stack } from '@chakra-ui/react';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { RECORD_TEXTS } from '../recordTexts.ts';
import { toastRecordWarning } from '../recordToasts.ts';
import { ListLoading } from './ListLoading.tsx';
import { ModalPager, ModalRecords } from './ModalRecords.tsx';
import { RecordForm } from './RecordForm.tsx';

interface RecordsModalBodyProps {
  kind: VehicleRecordKind;
  vehicleId: string;
}

export function RecordsModalBody({ kind, vehicleId }: RecordsModalBodyProps) {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [turning, startTransition] = useTransition();
  const texts = RECORD_TEXTS[kind];
  const goTo = (next: number) => startTransition(() => setPage(next));
  const args = { kind, vehicleId, page, fetchKey: attempt };
  const loading = <ListLoading label={`Loading ${texts.title.toLowerCase()}`} />;
  const failed = (
    <LoadFailed
      message={texts.loadFailed}
      onRetry={() => setAttempt((n) => n + 1)}
      warn={toastRecordWarning}
    />
  );
  const boundary = (fallback: ReactNode, suspended: ReactNode, content: ReactNode) => (
    <ErrorBoundary key={attempt} fallback={fallback}>
      <Suspense fallback={suspended}>{content}</Suspense>
    </ErrorBoundary>
  );

  return (
    <>
      <Dialog.Body>
        <Stack gap="5">
          <RecordForm kind={kind} vehicleId={vehicleId} onSaved={() => goTo(1)} />
          <Box aria-busy={turning} opacity={turning ? 0.6 : 1} transition="opacity 0.2s">
            {boundary(failed, loading, <ModalRecords {...args} />)}
          </Box>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Flex w="100%" justify="space-between" align="center" gap="3" wrap="wrap">
          {boundary(null, null, <ModalPager {...args} onChange={goTo} />)}
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" size="sm" ms="auto">
              Cancel
            </Button>
          </Dialog.ActionTrigger>
        </Flex>
      </Dialog.Footer>
    </>
  );
}
