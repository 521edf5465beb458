// Whether the cards' photo slide shows are paused: one choice for every card of every page
// (someone bothered by the motion wants all of it stopped), kept in this browser. Paused from the
// start for those who ask their system for reduced motion (WCAG 2.2.2).
import { prefersReducedMotion } from '../../components/prefersReducedMotion.ts';

const KEY = 'canam.photo-slide-shows-paused';

const listeners = new Set<() => void>();

function stored(): boolean | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === null ? null : value === '1';
  } catch {
    return null; // storage refused (private mode, a policy): the default holds
  }
}

let paused: boolean | null = null;

export function photoSlideShowsPaused(): boolean {
  paused ??= stored() ?? prefersReducedMotion();
  return paused;
}

export function setPhotoSlideShowsPaused(value: boolean): void {
  paused = value;
  try {
    localStorage.setItem(KEY, value ? '1' : '0');
  } catch {
    // kept for this page only
  }
  for (const listener of listeners) listener();
}

export function subscribeToPhotoSlideShows(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
