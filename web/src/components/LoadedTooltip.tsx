// The tooltip of IdleTooltip once its code has loaded: Chakra's tooltip around the trigger. It may
// replace the bare trigger while the pointer is on it or it has the focus: it then opens at once,
// and takes the focus over.
import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { Portal, Tooltip } from '@chakra-ui/react';

export interface LoadedTooltipProps {
  trigger: ReactElement<{ ref?: Ref<HTMLElement> }>;
  content: ReactNode;
  rootProps?: Omit<Tooltip.RootProps, 'children'>;
  contentProps?: Tooltip.ContentProps;
  /** The bare trigger had the pointer on it, or the focus, as this replaced it. */
  pointerOn: boolean;
  focused: boolean;
}

export function LoadedTooltip({
  trigger,
  content,
  rootProps,
  contentProps,
  pointerOn,
  focused,
}: LoadedTooltipProps) {
  const triggerRef = useRef<HTMLElement>(null);
  // Taken as it mounts: later changes are the tooltip's own business.
  const [openAtOnce] = useState(pointerOn || focused);
  const [focusAtOnce] = useState(focused);
  useEffect(() => {
    if (focusAtOnce) triggerRef.current?.focus();
  }, [focusAtOnce]);
  return (
    <Tooltip.Root defaultOpen={openAtOnce} {...rootProps}>
      <Tooltip.Trigger asChild>{cloneElement(trigger, { ref: triggerRef })}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content {...contentProps}>{content}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
