// The sidebar menu of small screens (990 px or less): the role's links, the offers button and the
// session buttons. Full width on mobile (576 px or less), half the screen above (section 9).
import { useState, type ReactNode } from 'react';
import { CloseButton, Drawer, HStack, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Menu } from 'lucide-react';

/** Whether the menu is open, when its owner keeps it (so it survives the navbar's re-render). */
export interface NavMenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

interface NavSidebarProps {
  greeting: string | null;
  /** The links, each given the callback that closes the menu. */
  renderLinks: (close: () => void) => ReactNode;
  renderActions: (close: () => void) => ReactNode;
  menu?: NavMenuState;
}

export function NavSidebar({ greeting, renderLinks, renderActions, menu }: NavSidebarProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const { open, setOpen } = menu ?? { open: ownOpen, setOpen: setOwnOpen };
  const close = () => setOpen(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
      placement="end"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <IconButton
          aria-label="Open menu"
          variant="ghost"
          color="white"
          _hover={{ bg: 'brand.700' }}
        >
          <Menu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="brand.800" color="white" maxW={{ base: '100%', sm: '50%' }}>
            <Drawer.Header borderBottomWidth="1px" borderColor="whiteAlpha.200">
              <Stack gap="0">
                <Drawer.Title>Menu</Drawer.Title>
                {greeting && (
                  <Text fontSize="sm" color="brand.100">
                    {greeting}
                  </Text>
                )}
              </Stack>
            </Drawer.Header>
            <Drawer.Body py="6">
              <Stack as="nav" aria-label="Menu" gap="5" fontSize="lg">
                {renderLinks(close)}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer
              flexDirection="column"
              alignItems="stretch"
              gap="4"
              borderTopWidth="1px"
              borderColor="whiteAlpha.200"
            >
              <HStack gap="3" wrap="wrap">
                {renderActions(close)}
              </HStack>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton
                size="sm"
                variant="ghost"
                color="white"
                bg="transparent"
                _hover={{ bg: 'brand.700' }}
                aria-label="Close menu"
              />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
