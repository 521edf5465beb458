import { describe, expect, it } from 'vitest';
import { offerEventAnnouncement, type AnnouncedOfferEvent } from './offerEventAnnouncement.ts';

const event = (
  type: string,
  side: string,
  isStaff: boolean,
  offer = true,
): AnnouncedOfferEvent => ({
  type,
  offer: offer ? { side, price: { amount: '1500.00' } } : null,
  vehicle: { title: '2019 Honda CR-V' },
  viewer: { isStaff },
});

describe('offerEventAnnouncement', () => {
  it("tells a dealer what the seller did: a counter, an acceptance of the dealer's offer", () => {
    expect(offerEventAnnouncement(event('COUNTERED', 'PROVIDER', false))).toBe(
      'Counter-offer of USD$ 1,500.00 on 2019 Honda CR-V.',
    );
    expect(offerEventAnnouncement(event('ACCEPTED', 'DEALER', false))).toBe(
      'Offer of USD$ 1,500.00 accepted: 2019 Honda CR-V is sold.',
    );
  });

  it('tells staff what dealers did: an offer, a counter, an acceptance of the counter', () => {
    expect(offerEventAnnouncement(event('MADE', 'DEALER', true))).toBe(
      'New offer of USD$ 1,500.00 on 2019 Honda CR-V.',
    );
    expect(offerEventAnnouncement(event('COUNTERED', 'DEALER', true))).toBe(
      'Counter-offer of USD$ 1,500.00 on 2019 Honda CR-V.',
    );
    expect(offerEventAnnouncement(event('ACCEPTED', 'PROVIDER', true))).toBe(
      'Offer of USD$ 1,500.00 accepted: 2019 Honda CR-V is sold.',
    );
  });

  it("leaves out the viewer's own side: its toast has said it", () => {
    expect(offerEventAnnouncement(event('MADE', 'DEALER', false))).toBeNull();
    expect(offerEventAnnouncement(event('COUNTERED', 'PROVIDER', true))).toBeNull();
    expect(offerEventAnnouncement(event('ACCEPTED', 'PROVIDER', false))).toBeNull();
    expect(offerEventAnnouncement(event('ACCEPTED', 'DEALER', true))).toBeNull();
  });

  it('tells both sides of an expiry, and nothing of an offer the viewer may not see', () => {
    expect(offerEventAnnouncement(event('EXPIRED', 'DEALER', false))).toBe(
      'An offer of USD$ 1,500.00 on 2019 Honda CR-V expired.',
    );
    expect(offerEventAnnouncement(event('EXPIRED', 'DEALER', true))).toBe(
      'An offer of USD$ 1,500.00 on 2019 Honda CR-V expired.',
    );
    expect(offerEventAnnouncement(event('COUNTERED', 'PROVIDER', false, false))).toBeNull();
  });
});
