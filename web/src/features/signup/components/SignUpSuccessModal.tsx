// After a successful sign-up: the confirmation message; Accept returns home.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { MailCheck } from 'lucide-react';
import { useNavigate } from 'react-router-dom';

export const CONFIRMATION_SENT_TEXT = 'We sent a confirmation link to the email address entered';

export function SignUpSuccessModal({ open }: { open: boolean }) {
  const navigate = useNavigate();
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      closeOnEscape={false}
      lazyMount
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" textAlign="center">
            <Dialog.Body pt="8" pb="4" display="grid" justifyItems="center" gap="4">
              <MailCheck size={44} color="var(--chakra-colors-brand-600)" aria-hidden />
              <Dialog.Title asChild>
                <Text fontWeight="semibold" fontSize="lg">
                  {CONFIRMATION_SENT_TEXT}
                </Text>
              </Dialog.Title>
            </Dialog.Body>
            <Dialog.Footer justifyContent="center" pb="6">
              <Button colorPalette="brand" minW="32" onClick={() => navigate('/')}>
                Accept
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
