// The two buttons under a vehicle filter: Show All (every filter cleared) and Search.
import { Button, HStack } from '@chakra-ui/react';
import { Search } from 'lucide-react';

export function FilterActions({ onShowAll }: { onShowAll: () => void }) {
  return (
    <HStack gap="3">
      <Button flex="1" size="sm" variant="outline" onClick={onShowAll}>
        Show All
      </Button>
      <Button flex="1" size="sm" type="submit" colorPalette="brand">
        <Search aria-hidden /> Search
      </Button>
    </HStack>
  );
}
