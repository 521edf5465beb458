// The specification's YES/NO confirmation (buying, accepting, the higher-offer warning). An
// optional note shows above the question ('No higher bid.' before the accept confirmation), and
// optional details below it (what is being bought). The question names the dialog and the
// details describe it, so a screen reader announces both.
import type { ReactNode } from 'react';
import { Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';

interface ConfirmDialogProps {
  open: boolean;
  question: string;
  note?: string;
  busy?: boolean;
  onYes: () => void;
  onNo: () => void;
  /** Below the question, e.g. the vehicle and its price. */
  children?: ReactNode;
  /**
   * Where the focus goes when it closes, when the button that opened it may have lost it (a
   * button busy with a check before the question is disabled meanwhile, which drops its focus).
   */
  finalFocus?: () => HTMLElement | null;
}

export function ConfirmDialog({
  open,
  question,
  note,
  busy = false,
  onYes,
  onNo,
  children,
  finalFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => {
        if (!event.open) onNo();
      }}
      role="alertdialog"
      finalFocusEl={finalFocus}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Body pt="6">
              <Stack gap="2">
                {note && <Text color="gray.600">{note}</Text>}
                <Dialog.Title fontSize="md" fontWeight="semibold">
                  {question}
                </Dialog.Title>
                {children && (
                  <Dialog.Description asChild>
                    <div>{children}</div>
                  </Dialog.Description>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="2">
                <Button variant="outline" onClick={onNo} disabled={busy}>
                  NO
                </Button>
                <Button colorPalette="brand" onClick={onYes} loading={busy}>
                  YES
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
