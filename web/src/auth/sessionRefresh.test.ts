import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestRefreshSession } from './RefreshSessionMutation.ts';
import {
  ensureFreshSession,
  needsRefresh,
  REFRESH_MARGIN_MS,
  refreshNow,
  scheduleRefresh,
} from './sessionRefresh.ts';
import { accessToken, refreshToken, storeSession } from './sessionStorage.ts';

vi.mock('./RefreshSessionMutation.ts', () => ({
  requestRefreshSession: vi.fn(),
}));

const refresh = vi.mocked(requestRefreshSession);
const NOW = Date.parse('2025-03-01T12:00:00Z');

function stored(expiresInMs: number) {
  storeSession({
    accessToken: 'access-old',
    refreshToken: 'refresh-old',
    expiresAt: new Date(NOW + expiresInMs).toISOString(),
    marketPlaceId: 1,
  });
}

const renewed = {
  accessToken: 'access-new',
  refreshToken: 'refresh-new',
  expiresAt: new Date(NOW + 900_000).toISOString(),
  marketPlaceId: 1,
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  refresh.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('needsRefresh', () => {
  it('is false without a stored session', () => {
    expect(needsRefresh(NOW)).toBe(false);
  });

  it('is false while the access token has more than the margin left', () => {
    stored(REFRESH_MARGIN_MS + 1_000);
    expect(needsRefresh(NOW)).toBe(false);
  });

  it('is true shortly before the access token expires, and after', () => {
    stored(REFRESH_MARGIN_MS - 1_000);
    expect(needsRefresh(NOW)).toBe(true);
    stored(-1_000);
    expect(needsRefresh(NOW)).toBe(true);
  });

  it('restores a session of which only the refresh token is stored', () => {
    localStorage.setItem('refresh-token', 'refresh-old');
    expect(needsRefresh(NOW)).toBe(true);
  });
});

describe('refreshing', () => {
  it('refreshes before the access token expires and stores the new session', async () => {
    stored(REFRESH_MARGIN_MS + 30_000);
    refresh.mockResolvedValue(renewed);
    scheduleRefresh();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(refresh).toHaveBeenCalledWith('refresh-old');
    expect(accessToken()).toBe('access-new');
    expect(refreshToken()).toBe('refresh-new');
  });

  it('sends one request when many callers need a fresh token at once', async () => {
    localStorage.setItem('refresh-token', 'refresh-old');
    refresh.mockResolvedValue(renewed);
    await Promise.all([ensureFreshSession(), ensureFreshSession(), refreshNow()]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(accessToken()).toBe('access-new');
  });

  it('ends the session when the refresh token is refused', async () => {
    stored(-1_000);
    refresh.mockResolvedValue(null);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/',
      reload,
    } as Location);
    expect(await refreshNow()).toBe(false);
    expect(refreshToken()).toBeNull();
    expect(reload).toHaveBeenCalled();
  });
});
