// The offer countdown runs on the server's clock: the panel measures the offset between the
// server's time and the browser's once, and every countdown adds it to the browser's clock.

/** How far the server's clock is ahead of this browser's (negative when behind). */
export function clockOffsetMs(serverTime: string, browserNowMs: number): number {
  return Date.parse(serverTime) - browserNowMs;
}

/** Milliseconds left until `expiresAt` on the server's clock, never below zero. */
export function remainingMs(expiresAt: string, browserNowMs: number, offsetMs: number): number {
  return Math.max(0, Date.parse(expiresAt) - (browserNowMs + offsetMs));
}

/** '17:59:59' (hours may pass 24 in theory; offers live 18 hours). */
export function formatCountdown(ms: number): string {
  const total = Math.floor(ms / 1000);
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}
