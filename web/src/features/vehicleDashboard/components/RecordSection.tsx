// One section of the dashboard (checks, condition reports or notes): its heading, the plus / x
// toggle that shows or hides its form, and its page of records. A save shows the first page, where
// the new record now is.
import { useId } from 'react';
import { Box, Heading, HStack, IconButton, Stack } from '@chakra-ui/react';
import { Plus, X } from 'lucide-react';
import type { PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import type { SectionRecordsQuery } from '../../../__generated__/SectionRecordsQuery.graphql.ts';
import { ListLoading } from '../../vehicleRecords/components/ListLoading.tsx';
import { RecordForm } from '../../vehicleRecords/components/RecordForm.tsx';
import { RECORD_TEXTS } from '../../vehicleRecords/recordTexts.ts';
import { PreloadBoundary } from '../../../components/PreloadBoundary.tsx';
import { toastRecordWarning } from '../../vehicleRecords/recordToasts.ts';
import { SectionRecords } from './SectionRecords.tsx';

interface RecordSectionProps {
  kind: VehicleRecordKind;
  /** The vehicle's global id. */
  vehicleId: string;
  queryRef: PreloadedQuery<SectionRecordsQuery>;
  loadId: number;
  /** Held by the route, so the form stays open from one page of the section to the next. */
  formShown: boolean;
  onToggleForm: () => void;
}

export function RecordSection(props: RecordSectionProps) {
  const { kind, vehicleId, queryRef, loadId, formShown, onToggleForm } = props;
  const texts = RECORD_TEXTS[kind];
  const [params, setParams] = useSearchParams();
  const formId = useId();
  const headingId = useId();
  const showFirstPage = () => {
    if (!params.has('page')) return;
    const next = new URLSearchParams(params);
    next.delete('page');
    setParams(next);
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <HStack justify="space-between" gap="3">
        <Heading as="h2" id={headingId} size={{ base: 'lg', md: 'xl' }}>
          {texts.title}
        </Heading>
        <IconButton
          aria-label={formShown ? `Hide the ${texts.one} form` : `Add a ${texts.one}`}
          title={formShown ? `Hide the ${texts.one} form` : `Add a ${texts.one}`}
          aria-expanded={formShown}
          aria-controls={formId}
          colorPalette={formShown ? 'gray' : 'green'}
          variant={formShown ? 'outline' : 'solid'}
          rounded="full"
          size="sm"
          onClick={onToggleForm}
        >
          {formShown ? <X /> : <Plus />}
        </IconButton>
      </HStack>
      <Box id={formId} hidden={!formShown}>
        {formShown && (
          <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 3, md: 4 }}>
            <RecordForm kind={kind} vehicleId={vehicleId} onSaved={showFirstPage} />
          </Box>
        )}
      </Box>
      <PreloadBoundary
        failure={texts.loadFailed}
        warn={toastRecordWarning}
        loadId={loadId}
        loading={<ListLoading label={`Loading ${texts.title.toLowerCase()}`} />}
      >
        <SectionRecords queryRef={queryRef} />
      </PreloadBoundary>
    </Stack>
  );
}
