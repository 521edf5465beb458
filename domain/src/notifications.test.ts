// Notification sentences say what happened to whoever reads them; badges count what they should.
import { describe, expect, it } from 'vitest';
import {
  badgeNotificationKinds,
  hasOfferNotifications,
  NOTIFICATION_KINDS,
  notificationReaderSide,
  notificationSummary,
  type NotificationFacts,
} from './notifications.ts';
import { receivesOfferNotifications } from './rest/notifications.ts';

const facts = (over: Partial<NotificationFacts>): NotificationFacts => ({
  kind: 'offer',
  offerSide: 'client',
  dealer: 'Michael Russo',
  price: '15400.00',
  reader: 'provider',
  ...over,
});

describe('notificationSummary', () => {
  it.each<[Partial<NotificationFacts>, string]>([
    [{}, 'Michael Russo made an offer of USD$ 15,400.00'],
    [{ kind: 'counter' }, 'Michael Russo countered with USD$ 15,400.00'],
    [
      { kind: 'counter', offerSide: 'provider', reader: 'client' },
      'You received a counter-offer of USD$ 15,400.00',
    ],
    [{ kind: 'accepted', reader: 'client' }, 'Your offer of USD$ 15,400.00 was accepted'],
    [{ kind: 'accepted' }, "Michael Russo's offer of USD$ 15,400.00 was accepted"],
    [
      { kind: 'accepted', offerSide: 'provider' },
      'Michael Russo accepted the counter-offer of USD$ 15,400.00',
    ],
    [{ kind: 'bought', offerSide: null }, 'Michael Russo bought it for USD$ 15,400.00'],
    [{ kind: 'expired', reader: 'client' }, 'Your offer of USD$ 15,400.00 expired'],
    [{ kind: 'expired' }, "Michael Russo's offer of USD$ 15,400.00 expired unanswered"],
    [
      { kind: 'expired', offerSide: 'provider', reader: 'client' },
      'The counter-offer of USD$ 15,400.00 expired',
    ],
  ])('words %o as %s', (over, sentence) => {
    expect(notificationSummary(facts(over))).toBe(sentence);
  });

  it('never says a sale or an acceptance is an offer', () => {
    for (const kind of NOTIFICATION_KINDS.filter((k) => k !== 'offer')) {
      for (const offerSide of ['client', 'provider', null] as const) {
        for (const reader of ['client', 'provider'] as const) {
          expect(notificationSummary(facts({ kind, offerSide, reader }))).not.toMatch(
            /made an offer/,
          );
        }
      }
    }
  });

  it('leaves out what it does not know', () => {
    expect(notificationSummary(facts({ dealer: null, price: null }))).toBe(
      'A dealer made an offer',
    );
    expect(notificationSummary(facts({ kind: 'bought', price: null }))).toBe(
      'Michael Russo bought it',
    );
  });
});

describe('who reads notifications and what the badges count', () => {
  it('reads staff as the provider side and dealers as the client side', () => {
    expect(notificationReaderSide(['ROLE_AGENT'])).toBe('provider');
    expect(notificationReaderSide(['ROLE_ADMIN'])).toBe('provider');
    expect(notificationReaderSide(['ROLE_CLIENT'])).toBe('client');
    expect(notificationReaderSide(['ROLE_BUYER'])).toBe('client');
  });

  it('counts offers waiting for staff, and every notification of a dealer', () => {
    expect(badgeNotificationKinds(['ROLE_AGENT'])).toEqual(['offer', 'counter']);
    expect(badgeNotificationKinds(['ROLE_SUPER_ADMIN'])).toEqual(['offer', 'counter']);
    expect(badgeNotificationKinds(['ROLE_BUYER'])).toEqual(NOTIFICATION_KINDS);
  });

  it('has notifications for staff who negotiate and dealers of an accepted company', () => {
    expect(hasOfferNotifications(['ROLE_AGENT'], false)).toBe(true);
    expect(hasOfferNotifications(['ROLE_CLIENT'], true)).toBe(true);
    expect(hasOfferNotifications(['ROLE_BUYER'], false)).toBe(false);
    expect(hasOfferNotifications(['ROLE_REVIEWER'], true)).toBe(false);
  });

  it('lets both sides of a negotiation read their notifications, not the reviewer', () => {
    expect(receivesOfferNotifications(['ROLE_AGENT'])).toBe(true);
    expect(receivesOfferNotifications(['ROLE_CLIENT'])).toBe(true);
    expect(receivesOfferNotifications(['ROLE_BUYER'])).toBe(true);
    expect(receivesOfferNotifications(['ROLE_REVIEWER'])).toBe(false);
    expect(receivesOfferNotifications([])).toBe(false);
  });
});
