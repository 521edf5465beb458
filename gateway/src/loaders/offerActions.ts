// The negotiation calls a mutation makes. Not cached: each runs once per call. A retried call
// carries the client's idempotency key as the Idempotency-Key header, so the api acts once.
import type {
  OfferDto,
  OfferRequest,
  SaleResultDto,
  ValidateOtherOfferDto,
} from '@canam/domain/rest/offers';
import type { RestClient } from '../rest/client.ts';

export interface ReadResultDto {
  message: string;
  updated: number;
}

function keyHeader(idempotencyKey: string | null | undefined): Record<string, string> {
  return idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {};
}

export function createOfferActions(rest: RestClient) {
  return {
    /** A dealer's offer, or its counter on its own chain. */
    makeOffer: (body: OfferRequest, idempotencyKey?: string | null) =>
      rest.post<OfferDto>('/api/vehicle/offer', body, keyHeader(idempotencyKey)),
    /** Staff counter the dealer's last offer of the chain of `clientId`. */
    counterOffer: (body: Required<OfferRequest>, idempotencyKey?: string | null) =>
      rest.post<OfferDto>('/api/vehicle/counterOffer', body, keyHeader(idempotencyKey)),
    validateOtherOffer: (offerId: number) =>
      rest.post<ValidateOtherOfferDto>('/api/vehicle/validateOtherOffer', { offerId }),
    acceptOffer: (id: number, vehiclesId: number, idempotencyKey?: string | null) =>
      rest.post<SaleResultDto>(
        '/api/vehicle/acceptOffer',
        { id, vehiclesId },
        keyHeader(idempotencyKey),
      ),
    buy: (vehiclesId: number, idempotencyKey?: string | null) =>
      rest.post<SaleResultDto>('/api/vehicle/buy', { vehiclesId }, keyHeader(idempotencyKey)),
    markNotificationsRead: (ids: number[]) =>
      rest.put<ReadResultDto>('/api/vehicle/offer-notifications', { ids }),
    markVehicleNotificationsRead: (vehicleId: number) =>
      rest.put<ReadResultDto>('/api/vehicle/readOfferNotification', {}, { vehicleId }),
  };
}

export type OfferActions = ReturnType<typeof createOfferActions>;
