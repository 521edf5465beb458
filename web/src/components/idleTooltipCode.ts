// The tooltip's code (LoadedTooltip: Chakra's tooltip, its state machine and floating-ui's
// positioning, about 20 KiB gzip) loaded once per page: when the browser is first idle after the
// page has rendered, or at once when a pointer or the focus reaches a tooltip's trigger earlier.
import type { ComponentType } from 'react';
import type { LoadedTooltipProps } from './LoadedTooltip.tsx';

let loaded: ComponentType<LoadedTooltipProps> | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Starts loading the tooltip's code (once). */
export function loadTooltipCode(): Promise<void> {
  loading ??= import('./LoadedTooltip.tsx').then((module) => {
    loaded = module.LoadedTooltip;
    listeners.forEach((listener) => listener());
  });
  return loading;
}

/** Loads it when the browser is next idle (or after a short wait where there is no idle callback). */
export function loadTooltipCodeWhenIdle(): void {
  if (loading) return;
  const start = () => void loadTooltipCode();
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3_000 });
  else setTimeout(start, 1_000);
}

export function subscribeToTooltipCode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const loadedTooltip = (): ComponentType<LoadedTooltipProps> | null => loaded;
