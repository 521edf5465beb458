// The Relay records a server-rendered page carries (ssr/renderPage.tsx), read once by the
// browser's environment so that the page hydrates without asking for its data again.
import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';

export const SERVER_RECORDS_ID = 'relay-records';

/** The records the page came with, taken out of it; undefined on a page the browser renders. */
export function takeServerRecords(): RecordMap | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(SERVER_RECORDS_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as RecordMap;
  } catch {
    return undefined;
  }
}
