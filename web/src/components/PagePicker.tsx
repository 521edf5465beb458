// Numbered pages held by the screen (a modal's list), not the URL: the same window of pages as
// Pagination, as buttons.
import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from './Pagination.tsx';

interface PagePickerProps {
  page: number;
  totalCount: number;
  pageSize: number;
  onChange: (page: number) => void;
}

export function PagePicker({ page, totalCount, pageSize, onChange }: PagePickerProps) {
  const pageCount = Math.ceil(totalCount / pageSize);
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pagination" gap="1" wrap="wrap">
      <IconButton
        aria-label="Previous page"
        size="sm"
        variant="ghost"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeft />
      </IconButton>
      {pageWindow(page, pageCount).map((number, i) =>
        number === null ? (
          <Text key={`gap-${i}`} px="1" color="gray.500" aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={number}
            size="sm"
            minW="9"
            aria-label={`Page ${number}`}
            aria-current={number === page ? 'page' : undefined}
            variant={number === page ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={() => onChange(number)}
          >
            {number}
          </Button>
        ),
      )}
      <IconButton
        aria-label="Next page"
        size="sm"
        variant="ghost"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        <ChevronRight />
      </IconButton>
    </HStack>
  );
}
