// Negotiation rules: which side an offer's author is on, and when an offer is live.
import { describe, expect, it } from 'vitest';
import { offerIsLive, offerSideOf } from './offers.ts';
import { OFFER_STATUS } from './statuses.ts';

describe('offerSideOf', () => {
  it('puts clients and buyers on the client side, every other role on the provider side', () => {
    expect(offerSideOf('ROLE_CLIENT')).toBe('client');
    expect(offerSideOf('ROLE_BUYER')).toBe('client');
    expect(offerSideOf('ROLE_ADMIN')).toBe('provider');
    expect(offerSideOf('ROLE_SUPER_ADMIN')).toBe('provider');
    expect(offerSideOf('ROLE_AGENT')).toBe('provider');
  });
});

describe('offerIsLive', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const later = '2026-03-10T12:00:01Z';

  it('keeps an active offer live until its expiry', () => {
    expect(offerIsLive(OFFER_STATUS.ACTIVE, later, now)).toBe(true);
    expect(offerIsLive(OFFER_STATUS.ACTIVE, now, now)).toBe(false);
  });

  it('never calls an expired, accepted or closed offer live', () => {
    for (const status of [OFFER_STATUS.EXPIRED, OFFER_STATUS.ACCEPTED, OFFER_STATUS.CLOSED]) {
      expect(offerIsLive(status, later, now)).toBe(false);
    }
  });
});
