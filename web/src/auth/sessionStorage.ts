// The session in the browser's storage, under the keys of the specification.
import { STORAGE_KEYS } from '@canam/domain/constants';

/** Not in the specification's list: when the access token expires, so we refresh before then. */
export const EXPIRES_AT_KEY = 'access-token-expires-at';

export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  expiresAt: string;
  marketPlaceId: number | string;
}

/** The browser's storage; none where there is no browser (the server's render: a guest). */
function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

export function storeSession(session: StoredSession): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, session.accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
  localStorage.setItem(STORAGE_KEYS.marketPlace, String(session.marketPlaceId));
  localStorage.setItem(EXPIRES_AT_KEY, session.expiresAt);
}

export function accessToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.accessToken) ?? null;
}

export function refreshToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.refreshToken) ?? null;
}

export function marketPlaceId(): string | null {
  return storage()?.getItem(STORAGE_KEYS.marketPlace) ?? null;
}

/** Milliseconds since the epoch when the access token expires; null when unknown. */
export function expiresAt(): number | null {
  const value = storage()?.getItem(EXPIRES_AT_KEY);
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : time;
}

export function hasSession(): boolean {
  return Boolean(accessToken() || refreshToken());
}

/** The specification clears all local storage when a session ends. */
export function clearSession(): void {
  localStorage.clear();
}
