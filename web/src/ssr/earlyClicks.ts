// A tap on a button of a server-rendered page before the application has taken it over (its
// JavaScript still downloading on a phone in the lot) would do nothing: the page's script holds
// the last such tap, and the application gives it to the same button once it has hydrated the
// page (React keeps the server's elements). Links need nothing: they work without JavaScript.

interface EarlyClicks {
  /** The button last tapped before the application took over; null once it has. */
  earlyClick?: HTMLElement | null;
}

/** The page's script (renderPage puts it after the root element): holds taps until hydration. */
export const HOLD_EARLY_CLICKS_SCRIPT =
  '<script>(function(){var w=window;w.earlyClick=null;' +
  "document.addEventListener('click',function(e){if(w.earlyClick===undefined)return;" +
  "var b=e.target&&e.target.closest&&e.target.closest('#root button');" +
  'if(b){e.preventDefault();e.stopPropagation();w.earlyClick=b}},true)})()</script>';

/** How long a held tap waits for its button to be hydrated, at most. */
const REPLAY_WAIT_MS = 10_000;

/**
 * Whether React has taken this element over. The shell hydrates first and the parts inside
 * Suspense boundaries after it, and a click on a part not yet hydrated is dropped; React gives a
 * hydrated element its props under a `__reactProps$` key, which no public API tells.
 */
function isHydrated(element: HTMLElement): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** Called once the page is hydrated: lets taps through, and gives the held one to its button. */
export function replayEarlyClick(): void {
  const page = window as Window & EarlyClicks;
  const button = page.earlyClick;
  page.earlyClick = undefined;
  if (!button) return;
  const since = performance.now();
  const replay = () => {
    if (!button.isConnected) return;
    if (isHydrated(button) || performance.now() - since > REPLAY_WAIT_MS) button.click();
    else requestAnimationFrame(replay);
  };
  replay();
}
