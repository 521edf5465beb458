// What a back-office table shows while a page loads: its frame with placeholder rows.
import { Box, Skeleton, Stack } from '@chakra-ui/react';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';

/** `label` names what loads ('Loading vehicles' by default). */
export function TableLoading({ label = 'Loading vehicles' }: { label?: string }) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      aria-busy="true"
      aria-label={label}
      role="status"
    >
      <Stack gap="3">
        {Array.from({ length: TABLE_PAGE_SIZE }, (_, row) => (
          <Skeleton key={row} h="6" />
        ))}
      </Stack>
    </Box>
  );
}
