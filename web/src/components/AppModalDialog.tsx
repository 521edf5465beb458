// The product's modal itself (re-exported as AppModal): centred, mounted while
// open, with a title (or a header of its own), a body, an optional footer and the close button in
// the corner.
import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal, type DialogRootProps } from '@chakra-ui/react';

export interface AppModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The title in the usual header; `header` replaces that header altogether. */
  title?: ReactNode;
  header?: ReactNode;
  size?: DialogRootProps['size'];
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  contentProps?: Dialog.ContentProps;
  bodyProps?: Dialog.BodyProps;
  footer?: ReactNode;
  closeButton?: ReactNode;
  /** Where the focus goes when it closes (default: what had the focus when it opened). */
  finalFocusEl?: DialogRootProps['finalFocusEl'];
  children: ReactNode;
}

export function AppModalDialog({
  open,
  onOpenChange,
  title,
  header = (
    <Dialog.Header>
      <Dialog.Title>{title}</Dialog.Title>
    </Dialog.Header>
  ),
  size = 'md',
  scrollBehavior,
  contentProps,
  bodyProps = { pb: '6' },
  footer,
  closeButton = <CloseButton size="sm" />,
  finalFocusEl,
  children,
}: AppModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => onOpenChange(event.open)}
      placement="center"
      size={size}
      scrollBehavior={scrollBehavior}
      finalFocusEl={finalFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentProps}>
            {header}
            <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
            {footer}
            <Dialog.CloseTrigger asChild>{closeButton}</Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
