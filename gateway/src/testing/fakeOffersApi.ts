// Negotiation paths of the fake api (fakeApi.ts), answered as the real api would: each vehicle
// has one chain of the accepted dealer (user 3): its offer, then the agent's counter. Vehicle 2
// is already sold for Buy Now.
import { OFFER_MESSAGES, OFFER_REFUSALS } from '@canam/domain/offers';
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { OfferHistoryDto } from '@canam/domain/rest/offers';
import { isDealer } from '@canam/domain/roles';
import { json, refusal, type FakeReply } from './fakeApiRoutes.ts';

export const FAKE_DEALER_ID = 3;
export const FAKE_ACTIVE_OFFER_VEHICLES = 4;

export function fakeChain(vehicleId: number): OfferHistoryDto {
  return {
    mainOffer: 100 + vehicleId,
    vehiclesId: vehicleId,
    state: 'open',
    client: {
      id: FAKE_DEALER_ID,
      firstName: 'First3',
      lastName: 'Last3',
      companyName: 'Dealer LLC',
    },
    offers: [
      {
        id: 1000 + vehicleId,
        role: 'ROLE_CLIENT',
        offerPrice: '19000.00',
        createdAt: '2026-01-02T00:00:00.000Z',
        expiresAt: '2026-01-02T18:00:00.000Z',
        status: 0,
      },
      {
        id: 2000 + vehicleId,
        role: 'ROLE_AGENT',
        offerPrice: '21000.00',
        createdAt: '2026-01-02T01:00:00.000Z',
        expiresAt: '2099-01-02T19:00:00.000Z',
        status: 1,
      },
    ],
    time: { serverTime: '2026-01-02T02:00:00.000Z', expirationTime: '2099-01-02T19:00:00.000Z' },
  };
}

interface FakeRequest {
  method: string;
  url: URL;
  viewer: UserProfileDto | undefined;
  body: Record<string, unknown> | undefined;
}

const isDealerViewer = (viewer: UserProfileDto | undefined) =>
  isDealer(viewer?.roles.map((role) => role.name) ?? []);

export function answerOffers({ method, url, viewer, body }: FakeRequest): FakeReply | null {
  switch (`${method} ${url.pathname}`) {
    case 'GET /api/vehicle/getOfferHistory': {
      if (!viewer) return refusal(401, 'UNAUTHENTICATED', 'Unauthorized');
      const chain = fakeChain(Number(url.searchParams.get('vehicleId')));
      return json(200, !isDealerViewer(viewer) || viewer.id === FAKE_DEALER_ID ? [chain] : []);
    }
    case 'GET /api/vehicle/getOffersByUser':
      if (!viewer) return refusal(401, 'UNAUTHENTICATED', 'Unauthorized');
      if (!isDealerViewer(viewer)) return refusal(403, 'FORBIDDEN', 'Forbidden');
      return json(200, { data: [], currentPage: 1, total: FAKE_ACTIVE_OFFER_VEHICLES, perPage: 1 });
    case 'POST /api/vehicle/buy': {
      if (!viewer) return refusal(401, 'UNAUTHENTICATED', 'Unauthorized');
      if (body?.vehiclesId === 2) return refusal(409, 'VEHICLE_SOLD', OFFER_REFUSALS.sold);
      return json(200, {
        message: OFFER_MESSAGES.vehiclePurchased,
        vehicleSale: {
          vehiclesId: body?.vehiclesId,
          salePrice: '20001.50',
          registerDate: '2026-01-03T00:00:00.000Z',
          buyerId: viewer.id,
        },
      });
    }
    default:
      return null;
  }
}
