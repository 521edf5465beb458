// The fingerprint a key is bound to: SHA-256 of the method, the route path and the canonical JSON
// of the validated body and query, so the same request in another spelling (key order, "8000"
// or "8000.00") is the same request, and anything else is another one.
import { createHash } from 'node:crypto';

export interface RequestShape {
  method: string;
  path: string;
  body: unknown;
  query: unknown;
}

/** JSON with every object's keys in sorted order. */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, item: unknown) =>
      item !== null && typeof item === 'object' && !Array.isArray(item)
        ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : item,
    ) ?? 'null'
  );
}

export function requestFingerprint(request: RequestShape): string {
  const text = canonicalJson([
    request.method.toUpperCase(),
    request.path,
    request.body ?? null,
    request.query ?? null,
  ]);
  return createHash('sha256').update(text).digest('hex');
}
