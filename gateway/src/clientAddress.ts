// Who is calling, decided once at the edge: the caller's address from its socket and the
// X-Forwarded-For of the proxies this process trusts (TRUST_PROXY), like Fastify's trustProxy.
// The gateway and the front server forward exactly this one address, never the caller's own
// chain, so rotating X-Forwarded-For does not make a client look like many (api rate limits).
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies are believed: false none, true every hop, a number the nearest hops, or a list
 * of addresses, CIDR ranges and the names loopback, linklocal and uniquelocal.
 */
export type TrustProxy = boolean | number | readonly string[];

export type ProxyTrust = (address: string, hop: number) => boolean;

/** TRUST_PROXY as text: unset or empty is undefined (the caller's default); bad text throws. */
export function parseTrustProxy(text: string | undefined): TrustProxy | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  try {
    proxyAddr.compile(entries);
  } catch (error) {
    const expected = 'true, false, a hop count, or addresses and CIDR ranges separated by commas';
    throw new Error(`TRUST_PROXY: ${(error as Error).message} (expected ${expected})`);
  }
  return entries;
}

/** The trust function of a setting: whether the address `hop` steps back is a trusted proxy. */
export function proxyTrustOf(setting: TrustProxy): ProxyTrust {
  if (typeof setting === 'boolean') return () => setting;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile([...setting]);
}

/** The caller's address: the socket's, or the nearest untrusted one of X-Forwarded-For. */
export function clientAddressOf(
  headers: IncomingHttpHeaders,
  remoteAddress: string | undefined,
  trust: ProxyTrust,
): string | null {
  if (!remoteAddress) return null;
  const forwarded = [headers['x-forwarded-for']].flat().filter(Boolean).join(', ');
  const request = { headers: { 'x-forwarded-for': forwarded }, socket: { remoteAddress } };
  return proxyAddr(request as unknown as IncomingMessage, trust);
}
