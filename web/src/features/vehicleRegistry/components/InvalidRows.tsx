// The rows that refused a whole file (report.applied false): line, VIN and what is wrong, so the
// file can be fixed and sent again. A long list shows its first rows and says how many more.
import { Alert, Box, List, Text } from '@chakra-ui/react';
import { FILE_MESSAGES } from '@canam/domain/rest/vehicleFiles';
import type { BulkReport } from '../sendBulkFile.ts';

export const SHOWN_INVALID_ROWS = 100;

export function InvalidRows({ rows }: { rows: BulkReport['rows'] }) {
  const invalid = rows.filter((row) => row.outcome === 'invalid');
  const shown = invalid.slice(0, SHOWN_INVALID_ROWS);
  return (
    <Alert.Root status="error" borderRadius="lg" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content minW="0">
        <Alert.Title>{FILE_MESSAGES.rowErrors}</Alert.Title>
        <Box maxH="64" overflowY="auto" mt="2">
          <List.Root aria-label="Rows to fix" gap="1" fontSize="sm" ps="4">
            {shown.map((row) => (
              <List.Item key={`${row.line}-${row.vinNumber}`}>
                Line {row.line}
                {row.vinNumber && (
                  <>
                    {' · '}
                    <Text as="span" fontFamily="mono">
                      {row.vinNumber}
                    </Text>
                  </>
                )}
                {': '}
                {row.message ?? 'Invalid value'}
              </List.Item>
            ))}
          </List.Root>
        </Box>
        {invalid.length > shown.length && (
          <Text fontSize="sm" mt="2">
            and {(invalid.length - shown.length).toLocaleString('en-US')} more rows
          </Text>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
