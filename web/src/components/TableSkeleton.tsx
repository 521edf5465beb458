// What a back-office table shows while a page of it loads: its frame with placeholder rows.
import { Box, Skeleton, Stack } from '@chakra-ui/react';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';

export function TableSkeleton({ label }: { label: string }) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="4" aria-label={label} role="status">
      <Stack gap="3" aria-busy="true">
        {Array.from({ length: TABLE_PAGE_SIZE }, (_, row) => (
          <Skeleton key={row} h="6" />
        ))}
      </Stack>
    </Box>
  );
}
