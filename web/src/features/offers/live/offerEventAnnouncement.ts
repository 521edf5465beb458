// What a screen reader hears of an offer event on an open offers panel: only what the other side
// did (the viewer's own offers, counters and acceptances already have their toast), and expiries.
import { formatMoney } from '@canam/domain/money';

export interface AnnouncedOfferEvent {
  type: string;
  /** The offer it is about, null when the viewer may not see it. */
  offer: { side: string; price: { amount: string } } | null | undefined;
  vehicle: { title: string };
  viewer: { isStaff: boolean };
}

export function offerEventAnnouncement(event: AnnouncedOfferEvent): string | null {
  const { offer, vehicle, viewer } = event;
  if (!offer) return null;
  const amount = formatMoney(offer.price.amount);
  if (event.type === 'EXPIRED') return `An offer of ${amount} on ${vehicle.title} expired.`;
  // An offer is made or countered by its side, and accepted by the other one.
  const byProvider = (offer.side === 'PROVIDER') !== (event.type === 'ACCEPTED');
  // Staff act for the provider, dealers for themselves.
  if (byProvider === viewer.isStaff) return null;
  switch (event.type) {
    case 'MADE':
      return `New offer of ${amount} on ${vehicle.title}.`;
    case 'COUNTERED':
      return `Counter-offer of ${amount} on ${vehicle.title}.`;
    case 'ACCEPTED':
      return `Offer of ${amount} accepted: ${vehicle.title} is sold.`;
    default:
      return null;
  }
}
