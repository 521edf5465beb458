// What the gateway's resolvers receive as parents where a GraphQL type is not one REST answer
// as it stands (codegen.ts maps each GraphQL type to its model).
import type { OutboxMessageDto } from '@canam/domain/rest/accounts';
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { OfferNotificationDto } from '@canam/domain/rest/notifications';
import type { OfferHistoryDto } from '@canam/domain/rest/offers';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import type { PageSlice } from './relay/connection.ts';

/** The viewer: the profile behind the request's access token, or null for a guest. */
export interface ViewerModel {
  profile: UserProfileDto | null;
}

/** A vehicle's owning agent (VehicleDto.user), or an agent of GET /api/user/listNickname. */
export type AgentModel = NonNullable<VehicleDto['user']> & { nickname?: string | null };
export type ClientOfferModel = NonNullable<VehicleDto['offerClient']>;
export type VehicleSaleModel = NonNullable<VehicleDto['vehicleSale']>;
export type DamagePhotoModel = VehicleDto['damagePhotos'][number];
export type VehiclePageModel = PageSlice<VehicleDto>;

export interface VehicleEdgeModel {
  cursor: string;
  node: VehicleDto;
}

/** A page of the stored outbox (GET /api/email-outbox) as a connection. */
export type SentEmailPageModel = PageSlice<OutboxMessageDto>;

export interface SentEmailEdgeModel {
  cursor: string;
  node: OutboxMessageDto;
}

/**
 * One offer of a chain: an item of GET /api/vehicle/getOfferHistory (or the OfferDto a
 * negotiation call answers) with the chain, vehicle and dealer it belongs to.
 */
export interface OfferModel {
  id: number;
  chainId: number;
  vehicleId: number;
  clientId: number;
  role: string;
  offerPrice: string;
  /** 1 active, 0 expired, 2 accepted, 3 closed (domain OFFER_STATUS). */
  status: number;
  createdAt: string;
  expiresAt: string;
  /** A later offer of the same chain answered this one. */
  answered: boolean;
}

/** One dealer's negotiation on one vehicle, as GET /api/vehicle/getOfferHistory lists it. */
export type OfferChainModel = OfferHistoryDto;
export type OfferDealerModel = OfferHistoryDto['client'];

/** A page of GET /api/vehicle/offer-notifications as a connection. */
export type OfferNotificationPageModel = PageSlice<OfferNotificationDto>;

export interface OfferNotificationEdgeModel {
  cursor: string;
  node: OfferNotificationDto;
}
