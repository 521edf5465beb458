// A tooltip whose code loads after the page has rendered (idleTooltipCode.ts), not with it: the
// navbar's phone on every page and the cards' disabled buttons have one. Until then the trigger is
// rendered bare (its own accessible name says what the tooltip adds); a pointer or the focus on
// it loads the code at once, and the tooltip then opens where it would have. The bare trigger is
// not replaced in the middle of a press, so no click on it is lost.
import { cloneElement, useEffect, useState, useSyncExternalStore, type ReactElement } from 'react';
import type { FocusEvent, MouseEvent, PointerEvent, ReactNode, Ref } from 'react';
import type { LoadedTooltipProps } from './LoadedTooltip.tsx';
import {
  loadedTooltip,
  loadTooltipCode,
  loadTooltipCodeWhenIdle,
  subscribeToTooltipCode,
} from './idleTooltipCode.ts';

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel?: (event: PointerEvent<HTMLElement>) => void;
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
  // Never replaced while pressed: the click would land on a removed element and be lost.
  const [pressed, setPressed] = useState(false);
  useEffect(loadTooltipCodeWhenIdle, []);
  if (Loaded && !pressed) {
    return <Loaded trigger={trigger} pointerOn={pointerOn} focused={focused} {...tooltip} />;
  }
  const { onClick, onPointerDown, onPointerCancel } = trigger.props;
  const { onPointerEnter, onPointerLeave, onFocus, onBlur } = trigger.props;
  return cloneElement(trigger, {
    onPointerDown: (event) => {
      onPointerDown?.(event);
      setPressed(true);
    },
    // The press ends with its click (not on pointerup, which comes before the click).
    onClick: (event) => {
      onClick?.(event);
      setPressed(false);
    },
    onPointerCancel: (event) => {
      onPointerCancel?.(event);
      setPressed(false);
    },
    onPointerEnter: (event) => {
      onPointerEnter?.(event);
      setPointerOn(true);
      void loadTooltipCode();
    },
    onPointerLeave: (event) => {
      onPointerLeave?.(event);
      setPointerOn(false);
      setPressed(false);
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
