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

export function storeSession(session: StoredSession): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, session.accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
  localStorage.setItem(STORAGE_KEYS.marketPlace, String(session.marketPlaceId));
  localStorage.setItem(EXPIRES_AT_KEY, session.expiresAt);
}

export function accessToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.accessToken);
}

export function refreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refreshToken);
}

export function marketPlaceId(): string | null {
  return localStorage.getItem(STORAGE_KEYS.marketPlace);
}

/** Milliseconds since the epoch when the access token expires; null when unknown. */
export function expiresAt(): number | null {
  const value = localStorage.getItem(EXPIRES_AT_KEY);
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
