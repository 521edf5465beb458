// A link that opens a policy (terms and conditions, messaging policy) in a modal.
import { useState, type ReactNode } from 'react';
import { Button, Dialog } from '@chakra-ui/react';
import { AppModal } from '../../../components/AppModal.tsx';

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
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {title}
      </Button>
      <AppModal
        open={open}
        onOpenChange={setOpen}
        title={title}
        size={{ base: 'full', md: 'lg' }}
        scrollBehavior="inside"
        contentProps={{ mx: { base: 0, md: 4 } }}
        bodyProps={{ fontSize: 'sm', color: 'gray.700', display: 'grid', gap: '3' }}
        footer={
          <Dialog.Footer>
            <Button colorPalette="brand" onClick={() => setOpen(false)}>
              Done
            </Button>
          </Dialog.Footer>
        }
      >
        {children}
      </AppModal>
    </>
  );
}
