// The inline agent-edit box of a row or card: an edit button next to the agent opening a small
// popover with the agent pick, Save and Cancel. Escape and Cancel close it; focus goes back to
// the button.
import { Suspense, useState } from 'react';
import { Center, IconButton, Popover, Portal, Spinner, Text } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { AgentEditForm } from './AgentEditForm.tsx';

interface AgentEditBoxProps {
  vehicleId: string;
  vin: string;
  currentAgentId: string;
}

export function AgentEditBox({ vehicleId, vin, currentAgentId }: AgentEditBoxProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
      positioning={{ placement: 'bottom-start' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton aria-label="Edit agent" size="xs" variant="ghost" colorPalette="brand">
          <Pencil />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="xs" aria-label={`Agent of ${vin}`}>
            <Popover.Arrow />
            <Popover.Body p="4">
              <ErrorBoundary
                fallback={
                  <Text role="alert" color="red.600" fontSize="sm">
                    The agents could not be obtained. Please close this box and try again.
                  </Text>
                }
              >
                <Suspense
                  fallback={
                    <Center py="4" aria-busy="true">
                      <Spinner
                        size="sm"
                        color="brand.600"
                        role="status"
                        aria-label="Loading agents"
                      />
                    </Center>
                  }
                >
                  <AgentEditForm
                    vehicleId={vehicleId}
                    currentAgentId={currentAgentId}
                    onDone={() => setOpen(false)}
                  />
                </Suspense>
              </ErrorBoundary>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
