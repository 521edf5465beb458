// The caller's address from its socket and the X-Forwarded-For of trusted proxies only.
import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustProxy, proxyTrustOf } from './clientAddress.ts';

const CHAIN = { 'x-forwarded-for': '198.51.100.1, 203.0.113.5' };

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
  ])('reads %j as %j', (text, setting) => {
    expect(parseTrustProxy(text)).toEqual(setting);
  });

  it.each(['proxy.example', '10.0.0.0/40'])('refuses %j naming the setting', (text) => {
    expect(() => parseTrustProxy(text)).toThrow(/^TRUST_PROXY: invalid/);
  });
});

describe('clientAddressOf', () => {
  it('is the socket address when no proxy is trusted, whatever the header says', () => {
    const trust = proxyTrustOf(false);
    expect(clientAddressOf(CHAIN, '127.0.0.1', trust)).toBe('127.0.0.1');
    expect(clientAddressOf({}, '192.0.2.7', trust)).toBe('192.0.2.7');
  });

  it('walks back through trusted proxies to the nearest untrusted address', () => {
    const loopback = proxyTrustOf(['loopback']);
    expect(clientAddressOf(CHAIN, '127.0.0.1', loopback)).toBe('203.0.113.5');
    expect(clientAddressOf(CHAIN, '::ffff:127.0.0.1', loopback)).toBe('203.0.113.5');
    expect(clientAddressOf(CHAIN, '192.0.2.7', loopback)).toBe('192.0.2.7');
    const balancer = proxyTrustOf(['192.0.2.0/24', '203.0.113.5']);
    expect(clientAddressOf(CHAIN, '192.0.2.7', balancer)).toBe('198.51.100.1');
  });

  it('trusts a hop count of the nearest proxies, or every hop', () => {
    expect(clientAddressOf(CHAIN, '192.0.2.7', proxyTrustOf(1))).toBe('203.0.113.5');
    expect(clientAddressOf(CHAIN, '192.0.2.7', proxyTrustOf(true))).toBe('198.51.100.1');
  });

  it('is null without a socket address', () => {
    expect(clientAddressOf(CHAIN, undefined, proxyTrustOf(true))).toBeNull();
  });
});
