// offerEvents: offers made, countered, accepted or expired. A dealer gets the events of its own
// chains (the event's userId); staff any chain the api shows them (an agent: its vehicles).
import { isProvider } from '@canam/domain/permissions';
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { OfferEventType } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import type { GatewayEvent } from '../events/gatewayEvent.ts';
import type { OfferChainModel, OfferModel, ViewerModel } from '../models.ts';
import { offersOfChain } from '../models/offerModels.ts';
import type { VehicleModel } from '../models/vehicle.ts';
import { rolesOf } from '../models/viewer.ts';
import { cursorOf } from './liveStream.ts';
import { eventChains, eventVehicle } from './sharedObjects.ts';

export const OFFER_EVENT_TYPES: Record<string, OfferEventType> = {
  'offer.made': 'MADE',
  'offer.countered': 'COUNTERED',
  'offer.accepted': 'ACCEPTED',
  'offer.expired': 'EXPIRED',
};

export interface OfferEventModel {
  cursor: string;
  type: OfferEventType;
  offer: OfferModel | null;
  chain: OfferChainModel;
  vehicle: VehicleModel;
  viewer: ViewerModel;
}

export function acceptsOfferEvent(
  profile: UserProfileDto,
  vehicleId: number | null,
): (event: GatewayEvent) => boolean {
  // Staff who negotiate may see any vehicle's chains (the api narrows an agent to its own when
  // the event is resolved); anyone else only events of its own chain.
  const provider = isProvider(rolesOf(profile));
  return (event) =>
    event.type in OFFER_EVENT_TYPES &&
    event.vehicleId !== null &&
    (vehicleId === null || event.vehicleId === vehicleId) &&
    (provider || event.userId === profile.id);
}

export async function resolveOfferEvent(
  context: GatewayContext,
  profile: UserProfileDto,
  event: GatewayEvent,
): Promise<OfferEventModel | null> {
  const vehicleId = event.vehicleId!;
  const [vehicle, chains] = await Promise.all([
    eventVehicle(context, event, vehicleId),
    eventChains(context, event, vehicleId),
  ]);
  const chain = chains.find((candidate) => candidate.mainOffer === event.payload.chainId);
  if (!vehicle || !chain) return null;
  const offer = offersOfChain(chain).find((item) => item.id === event.payload.offerId) ?? null;
  return {
    cursor: cursorOf(event),
    type: OFFER_EVENT_TYPES[event.type]!,
    offer,
    chain,
    vehicle,
    viewer: { profile },
  };
}
