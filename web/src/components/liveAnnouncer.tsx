// What changed on the page while nobody acted on it (a counter-offer arriving, a card turning
// Sold), said to screen readers through one polite live region, without moving the focus. The
// region is in the page from the start, as screen readers ignore regions that arrive with their
// text; each message is a new node, so the same words twice are said twice.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { VisuallyHidden } from '@chakra-ui/react';

interface Announcement {
  id: number;
  text: string;
}

/** Nothing said yet: where every page starts, on the server too. */
const SILENCE: Announcement = { id: 0, text: '' };
let latest = SILENCE;
const listeners = new Set<() => void>();

export function announce(text: string): void {
  latest = { id: latest.id + 1, text };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's one live region; AppRoot renders it once. */
export function LiveAnnouncer() {
  const { id, text } = useSyncExternalStore(
    subscribe,
    () => latest,
    () => SILENCE,
  );
  return (
    <VisuallyHidden
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="live-announcer"
    >
      {text && <span key={id}>{text}</span>}
    </VisuallyHidden>
  );
}

/** Announces `text` when `when` turns true after the first render (not what the page loaded with). */
export function useAnnounceWhen(when: boolean, text: string): void {
  const before = useRef(when);
  useEffect(() => {
    if (when && !before.current) announce(text);
    before.current = when;
  }, [when, text]);
}
