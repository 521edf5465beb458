// The sidebar menu itself (NavSidebar loads it with its first opening): the role's links, the
// offers button and the session buttons. Full width on mobile (576 px or less), half the screen
// above (section 9). Closing gives the focus back to the menu button.
import type { ReactNode, RefObject } from 'react';
import { CloseButton, Drawer, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { NAV_MENU_ID } from './navMenuId.ts';

export interface NavSidebarDrawerProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The menu button, focused again when the menu closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  greeting: string | null;
  /** The links, each given the callback that closes the menu. */
  renderLinks: (close: () => void) => ReactNode;
  renderActions: (close: () => void) => ReactNode;
}

export function NavSidebarDrawer({
  open,
  setOpen,
  trigger,
  greeting,
  renderLinks,
  renderActions,
}: NavSidebarDrawerProps) {
  const close = () => setOpen(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
      placement="end"
      finalFocusEl={() => trigger.current}
      ids={{ content: NAV_MENU_ID }}
      lazyMount
      unmountOnExit
    >
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
