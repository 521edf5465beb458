// Offer notifications: what happened (their kind), the sentence that says it to the one who reads
// it, and which unread ones a reader's badge counts. The api stores the kind, the gateway words it
// and counts the badge, the web shows both.
import { formatMoney } from './money.ts';
import type { OfferSide } from './offers.ts';
import { isProvider, rightsOf } from './permissions.ts';
import type { RoleName } from './roles.ts';

/**
 * - offer: a dealer made an offer (to the staff who own the vehicle);
 * - counter: the other side answered with a counter-offer (a dealer's to staff, staff's to the
 *   dealer);
 * - accepted: an offer was accepted and the vehicle sold at its price;
 * - bought: a dealer bought the vehicle with Buy Now;
 * - expired: the last offer of a negotiation expired unanswered.
 */
export const NOTIFICATION_KINDS = ['offer', 'counter', 'accepted', 'bought', 'expired'] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** The title of a toast announcing a notification as it arrives. */
export const NOTIFICATION_TITLES: Record<NotificationKind, string> = {
  offer: 'New offer',
  counter: 'New counter-offer',
  accepted: 'Offer accepted',
  bought: 'Vehicle bought',
  expired: 'Negotiation expired',
};

/** The short label of a notification card. */
export const NOTIFICATION_LABELS: Record<NotificationKind, string> = {
  offer: 'Offer',
  counter: 'Counter-offer',
  accepted: 'Accepted',
  bought: 'Bought',
  expired: 'Expired',
};

/**
 * Whether a user has offer notifications to hear of now: staff who negotiate, and dealers once
 * their company is accepted (before that they cannot negotiate, so nothing can be addressed to
 * them).
 */
export function hasOfferNotifications(
  roles: readonly RoleName[],
  companyAccepted: boolean,
): boolean {
  return isProvider(roles) || (rightsOf(roles).buys && companyAccepted);
}

/** The side a reader of notifications is on: staff read as the provider, dealers as the client. */
export function notificationReaderSide(roles: readonly RoleName[]): OfferSide {
  return isProvider(roles) ? 'provider' : 'client';
}

export interface NotificationFacts {
  kind: NotificationKind;
  /** Whose offer the notification is about; null for a Buy Now. */
  offerSide: OfferSide | null;
  /** The dealer of the negotiation, "First Last"; null when unknown. */
  dealer: string | null;
  /** Decimal string ("15400.00"): the offer's price, or the sale's. */
  price: string | null;
  /** Who reads it: the dealer it is about ('client') or staff ('provider'). */
  reader: OfferSide;
}

/** One sentence saying what happened, to its reader: 'Michael Russo bought it for USD$ 15,400.00'. */
export function notificationSummary(facts: NotificationFacts): string {
  const dealerReads = facts.reader === 'client';
  const dealer = facts.dealer ?? 'A dealer';
  const of = facts.price === null ? '' : ` of ${formatMoney(facts.price)}`;
  const dealersOffer = dealerReads ? `Your offer${of}` : `${dealer}'s offer${of}`;
  switch (facts.kind) {
    case 'offer':
      return `${dealerReads ? 'You' : dealer} made an offer${of}`;
    case 'counter': {
      const by = facts.price === null ? '' : ` with ${formatMoney(facts.price)}`;
      if (facts.offerSide === 'provider') {
        return dealerReads
          ? `You received a counter-offer${of}`
          : `${dealer} received a counter-offer${of}`;
      }
      return `${dealerReads ? 'You' : dealer} countered${by}`;
    }
    case 'accepted':
      if (facts.offerSide === 'provider') {
        return `${dealerReads ? 'You' : dealer} accepted the counter-offer${of}`;
      }
      return `${dealersOffer} was accepted`;
    case 'bought': {
      const price = facts.price === null ? '' : ` for ${formatMoney(facts.price)}`;
      return `${dealerReads ? 'You' : dealer} bought it${price}`;
    }
    case 'expired':
      if (facts.offerSide === 'provider') {
        return dealerReads
          ? `The counter-offer${of} expired`
          : `The counter-offer${of} to ${dealer} expired`;
      }
      return dealerReads ? `${dealersOffer} expired` : `${dealersOffer} expired unanswered`;
  }
}

/**
 * The unread notifications a reader's badge counts. Staff (the nav's Offers button, an "offer
 * count") count the dealers' offers and counter-offers, which wait for their answer; a sale or an
 * expiry only informs them. A dealer's Active Offers badge is its notification count: every
 * unread notification of its own (a counter-offer, an acceptance, an expiry).
 */
export function badgeNotificationKinds(roles: readonly RoleName[]): readonly NotificationKind[] {
  return notificationReaderSide(roles) === 'provider' ? ['offer', 'counter'] : NOTIFICATION_KINDS;
}
