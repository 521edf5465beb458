// A row's action: an icon button named for the action and the user it acts on ('Details of Dana
// Dealer'), with the action's name in a tooltip for those who see the icon only.
import type { ReactNode } from 'react';
import { IconButton, Portal, Tooltip, type IconButtonProps } from '@chakra-ui/react';

interface ActionButtonProps {
  /** What the button does, shown in its tooltip: 'Details'. */
  action: string;
  /** Who it acts on, ending its accessible name: 'Dana Dealer'. */
  subject: string;
  icon: ReactNode;
  onClick: () => void;
  colorPalette?: IconButtonProps['colorPalette'];
  /** The button opens a dialog (a modal or a confirmation). */
  opensDialog?: boolean;
  loading?: boolean;
}

export function ActionButton({
  action,
  subject,
  icon,
  onClick,
  colorPalette = 'brand',
  opensDialog = true,
  loading,
}: ActionButtonProps) {
  return (
    <Tooltip.Root openDelay={300} closeDelay={0}>
      <Tooltip.Trigger asChild>
        <IconButton
          aria-label={`${action}: ${subject}`}
          aria-haspopup={opensDialog ? 'dialog' : undefined}
          size="xs"
          variant="ghost"
          colorPalette={colorPalette}
          loading={loading}
          onClick={onClick}
        >
          {icon}
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{action}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
