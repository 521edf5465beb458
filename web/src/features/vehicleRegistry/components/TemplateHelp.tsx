// What a tab's file holds, in a sentence, and its template to download.
import { Button, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { BULK_COLUMNS, MAX_BULK_ROWS } from '@canam/domain/rest/vehicleFiles';
import { downloadTemplate } from '../fileTemplate.ts';
import type { BulkMode } from '../sendBulkFile.ts';

const OPTIONAL_COLUMNS = BULK_COLUMNS.filter((column) => column !== 'VIN').join(', ');
const ROWS = MAX_BULK_ROWS.toLocaleString('en-US');

const HELP: Record<BulkMode, string> = {
  upload:
    `One vehicle per row, up to ${ROWS} rows. Columns: VIN (required), then any of ` +
    `${OPTIONAL_COLUMNS}. A VIN already registered is updated. Agent is the agent's e-mail or ` +
    'nickname; Location an export location. If any row is wrong, nothing is saved and the rows ' +
    'to fix are listed.',
  update:
    `One column, VIN, up to ${ROWS} rows: every vehicle listed gets the status chosen below. ` +
    'Unknown, sold and deleted VINs, and vehicles not complete enough for Ready To Sell, are ' +
    'left as they are and listed.',
};

export function TemplateHelp({ mode }: { mode: BulkMode }) {
  return (
    <Stack gap="2" align="flex-start">
      <Text fontSize="sm" color="gray.700">
        {HELP[mode]}
      </Text>
      <Button size="xs" variant="outline" bg="white" onClick={() => downloadTemplate(mode)}>
        <Download aria-hidden />
        Download the template
      </Button>
    </Stack>
  );
}
