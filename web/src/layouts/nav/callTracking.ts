// The click-to-call's tracking pixel, timed and shown outside the navbar's components: while the
// viewer loads, ViewerNavBar shows one navbar and then swaps in another, and a call made on the
// first must still be counted once the second is on screen (a timer or an element of the first
// would die with it). One pixel per call: a later call replaces the last one's element.
/** Specification, section 9: the tracking pixel shows 1000 ms after the click. */
export const TRACKING_PIXEL_DELAY_MS = 1_000;
export const TRACKING_PIXEL_URL = '/tracking-pixel.gif';

let timer: ReturnType<typeof setTimeout> | undefined;
let shown: HTMLImageElement | null = null;

function showPixel(): void {
  const pixel = document.createElement('img');
  pixel.dataset.testid = 'tracking-pixel';
  pixel.alt = '';
  pixel.setAttribute('aria-hidden', 'true');
  pixel.width = 1;
  pixel.height = 1;
  pixel.style.cssText = 'position:absolute;width:1px;height:1px;pointer-events:none;opacity:0';
  pixel.src = `${TRACKING_PIXEL_URL}?event=call&t=${Date.now()}`;
  shown?.remove();
  shown = pixel;
  document.body.append(pixel);
}

/** A call started: its pixel loads one delay later (a second call within it restarts the wait). */
export function trackCall(): void {
  clearTimeout(timer);
  timer = setTimeout(showPixel, TRACKING_PIXEL_DELAY_MS);
}
