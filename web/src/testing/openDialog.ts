// The open dialog, once it takes pointer events. Chakra's dialog turns the page's pointer events off
// while it opens and turns them back on for its own layer a moment later; a click in between hits
// nothing (a person cannot click that fast), so tests wait for that moment instead of racing it.
import { screen, waitFor } from '@testing-library/react';

/** The pointer-events that apply to `element`: its own, or the nearest ancestor's that sets one. */
function pointerEventsOf(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = getComputedStyle(node).pointerEvents;
    if (value && value !== 'inherit' && value !== 'unset') return value;
  }
  return 'auto';
}

export function openDialog(role: 'dialog' | 'alertdialog' = 'alertdialog'): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getByRole(role);
    if (pointerEventsOf(dialog) === 'none') throw new Error(`The ${role} takes no clicks yet`);
    return dialog;
  });
}
