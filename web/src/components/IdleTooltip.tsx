// A tooltip whose code loads after the page has rendered (idleTooltipCode.ts), not with it: the
// navbar's phone on every page and the cards' disabled buttons have one. Until then the trigger is
// rendered bare (its own accessible name says what the tooltip adds); a pointer or the focus on
// it loads the code at once, and the tooltip then opens where it would have.
import { cloneElement, useEffect, useState, useSyncExternalStore, type ReactElement } from 'react';
import type { FocusEvent, PointerEvent, ReactNode, Ref } from 'react';
import type { LoadedTooltipProps } from './LoadedTooltip.tsx';
import {
  loadedTooltip,
  loadTooltipCode,
  loadTooltipCodeWhenIdle,
  subscribeToTooltipCode,
} from './idleTooltipCode.ts';

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface IdleTooltipProps {
  /** The element the tooltip describes (one element that takes pointer and focus handlers). */
  trigger: ReactElement<TriggerProps>;
  content: ReactNode;
  rootProps?: LoadedTooltipProps['rootProps'];
  contentProps?: LoadedTooltipProps['contentProps'];
}

export function IdleTooltip({ trigger, ...tooltip }: IdleTooltipProps) {
  const Loaded = useSyncExternalStore(subscribeToTooltipCode, loadedTooltip, () => null);
  const [pointerOn, setPointerOn] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(loadTooltipCodeWhenIdle, []);
  if (Loaded)
    return <Loaded trigger={trigger} pointerOn={pointerOn} focused={focused} {...tooltip} />;
  const { onPointerEnter, onPointerLeave, onFocus, onBlur } = trigger.props;
  return cloneElement(trigger, {
    onPointerEnter: (event) => {
      onPointerEnter?.(event);
      setPointerOn(true);
      void loadTooltipCode();
    },
    onPointerLeave: (event) => {
      onPointerLeave?.(event);
      setPointerOn(false);
    },
    onFocus: (event) => {
      onFocus?.(event);
      setFocused(true);
      void loadTooltipCode();
    },
    onBlur: (event) => {
      onBlur?.(event);
      setFocused(false);
    },
  });
}
