// Whether a modal (a dialog or drawer that blocks the page) is open right now, whoever opened it:
// Chakra's dialogs and drawers mark their open content aria-modal="true" and data-state="open".
export function isModalOpen(): boolean {
  return document.querySelector('[aria-modal="true"][data-state="open"]') !== null;
}
