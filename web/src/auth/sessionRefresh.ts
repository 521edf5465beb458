// Keeps the access token fresh: refreshes through `refreshSession` shortly before `expiresAt`,
// once at a time, and ends the session when the refresh is refused.
import { requestRefreshSession } from './RefreshSessionMutation.ts';
import {
  accessToken,
  clearSession,
  expiresAt,
  refreshToken,
  storeSession,
} from './sessionStorage.ts';

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 60_000;

let inFlight: Promise<boolean> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

export function endSession(): void {
  clearSession();
  if (timer) clearTimeout(timer);
  if (window.location.pathname !== '/') window.location.assign('/');
  else window.location.reload();
}

/** Refreshes now (one request even when called many times); false when the session ended. */
export function refreshNow(): Promise<boolean> {
  const token = refreshToken();
  if (!token) return Promise.resolve(false);
  inFlight ??= requestRefreshSession(token)
    .then((session) => {
      if (!session) {
        endSession();
        return false;
      }
      storeSession(session);
      scheduleRefresh();
      return true;
    })
    .catch(() => false)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * True when the stored session must be refreshed before the next request: the access token is
 * about to expire (or has), or only the refresh token survived, or its expiry is unknown (the
 * session is then restored from the refresh token, as the specification's home page does).
 */
export function needsRefresh(now: number = Date.now()): boolean {
  if (!refreshToken()) return false;
  const expiry = expiresAt();
  return !accessToken() || expiry === null || expiry - now < REFRESH_MARGIN_MS;
}

/** Waits for a refresh when the token is about to expire; a no-op otherwise. */
export async function ensureFreshSession(): Promise<void> {
  if (needsRefresh()) await refreshNow();
}

/** Arms one timer that refreshes REFRESH_MARGIN_MS before the stored expiry. */
export function scheduleRefresh(): void {
  if (timer) clearTimeout(timer);
  const expiry = expiresAt();
  if (expiry === null || !refreshToken()) return;
  const delay = Math.max(0, expiry - Date.now() - REFRESH_MARGIN_MS);
  timer = setTimeout(() => void refreshNow(), Math.min(delay, 2 ** 31 - 1));
}
