// What the gateway's resolvers receive as parents where a GraphQL type is not one REST answer
// as it stands (codegen.ts maps each GraphQL type to its model).
import type { OutboxMessageDto } from '@canam/domain/rest/accounts';
import type { UserProfileDto } from '@canam/domain/rest/auth';
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
