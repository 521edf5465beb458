// TRUST_PROXY of the api: the hops whose X-Forwarded-For Fastify believes for request.ip, the
// address every per-address rate limit counts. By default the gateway's hop on this machine
// (loopback); the gateway and the front server forward one address they decided themselves.
import net from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/** false none, true every hop, a number the nearest hops, or addresses and CIDR ranges. */
export type TrustProxy = boolean | number | readonly string[];

export const DEFAULT_TRUST_PROXY: TrustProxy = ['loopback'];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits > 0 && bits <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY as text: unset or empty is undefined (the default); bad text throws. */
export function parseTrustProxy(text: string | undefined): TrustProxy | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY: '${wrong}' is not an address or CIDR range (expected true, false, a hop ` +
        'count, or addresses, CIDR ranges, loopback, linklocal, uniquelocal separated by commas)',
    );
  }
  return entries;
}

/** Fastify's trustProxy; a hop count trusts the nearest hops (Fastify alone would trust none). */
export function fastifyTrustProxy(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return typeof setting === 'boolean' ? setting : [...setting];
}
