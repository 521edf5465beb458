// The fingerprint a key is bound to: the same request in another spelling is the same, any
// other method, route, body or query is another.
import { describe, expect, it } from 'vitest';
import { canonicalJson, requestFingerprint } from './fingerprint.ts';

const buy = { method: 'POST', path: '/api/vehicle/buy', body: { vehiclesId: 68 }, query: {} };

describe('canonicalJson', () => {
  it('writes every object with its keys sorted, at any depth, and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { f: 1, e: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"e":2,"f":1}]},"b":1}',
    );
    expect(canonicalJson(undefined)).toBe('null');
  });
});

describe('requestFingerprint', () => {
  it('is a SHA-256 that ignores the order of keys', () => {
    const offer = { vehiclesId: 7, offerPrice: '8000.00' };
    const reordered = { offerPrice: '8000.00', vehiclesId: 7 };
    const fingerprint = requestFingerprint({ ...buy, body: offer });
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(requestFingerprint({ ...buy, body: reordered })).toBe(fingerprint);
  });

  it.each([
    ['another vehicle', { ...buy, body: { vehiclesId: 69 } }],
    ['another route', { ...buy, path: '/api/vehicle/offer' }],
    ['another method', { ...buy, method: 'PUT' }],
    ['another query', { ...buy, query: { page: '2' } }],
    ['a number spelled as text', { ...buy, body: { vehiclesId: '68' } }],
  ])('differs for %s', (_what, other) => {
    expect(requestFingerprint(other)).not.toBe(requestFingerprint(buy));
  });
});
