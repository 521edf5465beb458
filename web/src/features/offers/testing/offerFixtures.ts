// Offer chains for the offers panel's tests: every field explicit, times relative to one fixed
// server time (the mock payload generator would otherwise invent them).
export const SERVER_TIME = '2030-06-01T12:00:00.000Z';
/** The gateway's newest event when the panel's query ran: the subscriptions resume after it. */
export const LIVE_CURSOR = '1041';
const HOUR = 3_600_000;

export function atServer(offsetMs: number): string {
  return new Date(Date.parse(SERVER_TIME) + offsetMs).toISOString();
}

const money = (amount: string) => ({
  amount,
  cents: Math.round(Number(amount) * 100),
  currency: 'USD',
});

interface OfferFields {
  id: string;
  price: string;
  side: 'DEALER' | 'PROVIDER';
  role?: string;
  arrow?: 'UP' | 'DOWN' | 'DASH' | null;
  status?: string;
  /** Creation relative to the server time. */
  createdAt?: number;
}

export function offer({
  id,
  price,
  side,
  role = side === 'DEALER' ? 'ROLE_BUYER' : 'ROLE_AGENT',
  arrow = null,
  status = 'ACTIVE',
  createdAt = -HOUR,
}: OfferFields) {
  return {
    id,
    databaseId: Number(id.replace(/\D/g, '')) || 1,
    price: money(price),
    side,
    role,
    arrow,
    status,
    createdAt: atServer(createdAt),
    expiresAt: atServer(createdAt + 18 * HOUR),
  };
}

export const DEALER = {
  /** Base64 of 'User:77'. */
  userId: 'VXNlcjo3Nw==',
  databaseId: 77,
  firstName: 'Angela',
  lastName: 'Russo',
  companyName: 'Russo Motors',
};

/** A negotiation whose last offer is the dealer's, open for `leftMs` more on the server's clock. */
export function chain({
  id = 'chain-1',
  leftMs = 2 * HOUR,
  viewerCanCounter = true,
  viewerCanAccept = true,
  lastStatus = 'ACTIVE',
  state = 'OPEN',
  dealer = DEALER,
}: {
  id?: string;
  leftMs?: number;
  viewerCanCounter?: boolean;
  viewerCanAccept?: boolean;
  lastStatus?: string;
  state?: string;
  dealer?: typeof DEALER;
} = {}) {
  const lastCreated = leftMs - 18 * HOUR;
  const offers = [
    offer({
      id: `${id}-o1`,
      price: '21000.00',
      side: 'DEALER',
      arrow: 'UP',
      createdAt: lastCreated - 2 * HOUR,
    }),
    offer({
      id: `${id}-o2`,
      price: '23000.00',
      side: 'PROVIDER',
      role: 'ROLE_ADMIN',
      createdAt: lastCreated - HOUR,
    }),
    offer({
      id: `${id}-o3`,
      price: '22000.00',
      side: 'DEALER',
      arrow: 'DOWN',
      status: lastStatus,
      createdAt: lastCreated,
    }),
  ];
  return {
    id,
    databaseId: 1,
    state,
    isOpen: state === 'OPEN' && lastStatus === 'ACTIVE',
    viewerCanCounter,
    viewerCanAccept,
    dealer,
    offers,
    lastOffer: offers[2],
  };
}
