// The filter panel on phones and small screens: a 'Filters' button opening a drawer (full width
// up to 576 px, half the screen above, as the specification's sidebar widths).
import type { ReactNode } from 'react';
import { Badge, Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';

interface FilterDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  activeCount: number;
  children: ReactNode;
}

export function FilterDrawer({ open, onOpenChange, activeCount, children }: FilterDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="start"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <Button size="sm" variant="outline" bg="white">
          <SlidersHorizontal aria-hidden /> Filters
          {activeCount > 0 && (
            <Badge colorPalette="brand" variant="solid" borderRadius="full">
              {activeCount}
            </Badge>
          )}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={{ base: '100%', sm: '50%' }} w="100%" bg="gray.50">
            <Drawer.Header borderBottomWidth="1px" bg="white">
              <Drawer.Title>Filters</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="5">{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
