// A button shown disabled together with the reason it is: the reason ends the accessible name of a
// focusable wrapper and shows in a tooltip, so keyboard and screen-reader users learn it too. The
// tooltip's code loads after the page (IdleTooltip): every card may show these.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { IdleTooltip } from '../../../components/IdleTooltip.tsx';

interface DisabledWithReasonProps {
  /** The button's own name, e.g. 'Buy Now'. */
  label: string;
  reason: string;
  /** The disabled button. */
  children: ReactNode;
}

export function DisabledWithReason({ label, reason, children }: DisabledWithReasonProps) {
  return (
    <IdleTooltip
      rootProps={{ openDelay: 100 }}
      trigger={
        <Box as="span" display="block" w="100%" tabIndex={0} aria-label={`${label}: ${reason}`}>
          {children}
        </Box>
      }
      content={reason}
    />
  );
}
