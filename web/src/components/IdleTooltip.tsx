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
  // The trigger's own handlers run first, then ours.
  const own = trigger.props;
  const after =
    <E,>(handler: ((event: E) => void) | undefined, then: () => void) =>
    (event: E) => {
      handler?.(event);
      then();
    };
  return cloneElement(trigger, {
    onPointerDown: after(own.onPointerDown, () => setPressed(true)),
    // The press ends with its click (not on pointerup, which comes before the click).
    onClick: after(own.onClick, () => setPressed(false)),
    onPointerCancel: after(own.onPointerCancel, () => setPressed(false)),
    onPointerEnter: after(own.onPointerEnter, () => {
      setPointerOn(true);
      void loadTooltipCode();
    }),
    onPointerLeave: after(own.onPointerLeave, () => {
      setPointerOn(false);
      setPressed(false);
    }),
    onFocus: after(own.onFocus, () => {
      setFocused(true);
      void loadTooltipCode();
    }),
    onBlur: after(own.onBlur, () => setFocused(false)),
  });
}
