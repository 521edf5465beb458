// A button shown disabled together with the reason it is: the reason ends the accessible name of a
// focusable wrapper and shows in a tooltip, so keyboard and screen-reader users learn it too.
import type { ReactNode } from 'react';
import { Box, Portal, Tooltip } from '@chakra-ui/react';

interface DisabledWithReasonProps {
  /** The button's own name, e.g. 'Buy Now'. */
  label: string;
  reason: string;
  /** The disabled button. */
  children: ReactNode;
}

export function DisabledWithReason({ label, reason, children }: DisabledWithReasonProps) {
  return (
    <Tooltip.Root openDelay={100}>
      <Tooltip.Trigger asChild>
        <Box as="span" display="block" w="100%" tabIndex={0} aria-label={`${label}: ${reason}`}>
          {children}
        </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{reason}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
