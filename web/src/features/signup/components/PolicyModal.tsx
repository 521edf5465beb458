// A link that opens a policy (terms and conditions, messaging policy) in a modal.
import { useState, type ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';

interface PolicyModalProps {
  /** The link text, also the modal's title. */
  title: string;
  children: ReactNode;
}

export function PolicyModal({ title, children }: PolicyModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="plain"
        size="sm"
        h="auto"
        p="0"
        color="brand.fg"
        textDecoration="underline"
        fontWeight="semibold"
        onClick={() => setOpen(true)}
      >
        {title}
      </Button>
      <Dialog.Root
        open={open}
        onOpenChange={(event) => setOpen(event.open)}
        placement="center"
        size={{ base: 'full', md: 'lg' }}
        scrollBehavior="inside"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx={{ base: 0, md: 4 }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body fontSize="sm" color="gray.700" display="grid" gap="3">
                {children}
              </Dialog.Body>
              <Dialog.Footer>
                <Button colorPalette="brand" onClick={() => setOpen(false)}>
                  Done
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
