// What the gateway's resolvers receive as parents where a GraphQL type is not one REST answer
// as it stands (codegen.ts maps each GraphQL type to its model).
import type { AccessTokenDto } from '@canam/domain/rest/accessTokens';
import type { OutboxMessageDto } from '@canam/domain/rest/accounts';
import type { CompanySummaryDto, UserProfileDto } from '@canam/domain/rest/auth';
import type { ClientVehicleRowDto } from '@canam/domain/rest/clientVehicles';
import type { DealerRecordDto } from '@canam/domain/rest/companies';
import type { OfferNotificationDto } from '@canam/domain/rest/notifications';
import type { OfferHistoryDto } from '@canam/domain/rest/offers';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import type {
  CheckDto,
  ConditionalReportDto,
  NoteDto,
  RecordAuthorDto,
} from '@canam/domain/rest/vehicleRecords';
import type { CompanyRefDto, UserAccountDto } from '@canam/domain/rest/users';
import type { VehicleTableRowDto } from '@canam/domain/rest/vehicleTable';
import type {
  ViewerChangeReason,
  VehicleRecordKind as RecordEventKind,
} from './__generated__/resolvers-types.ts';
import type { VehicleModel } from './models/vehicle.ts';
import type { RecordConnectionModel } from './models/vehicleRecords.ts';
import type { PageSlice } from './relay/connection.ts';

/**
 * A person: the viewer's own profile; a user row of a back-office list (UserAccountDto), which
 * only those who may list that user ever get; or a record's author or a client vehicles row's
 * user, of whom the api tells the name only (resolvers/User.ts answers the rest as unknown).
 */
export type UserModel = UserProfileDto | UserAccountDto | RecordAuthorDto;

/**
 * A dealer company: as a profile or a user row names it (names and status), or the whole dealer
 * record (GET /api/company, dealer reviewers only). resolvers/Company.ts answers what the model
 * does not carry as unknown (null).
 */
export type CompanyModel = CompanySummaryDto | CompanyRefDto | DealerRecordDto;

/** A page of user rows (user/list, user/agents, user/companyUsers, company/list...) as a connection. */
export type UserPageModel = PageSlice<UserAccountDto>;

export interface UserEdgeModel {
  cursor: string;
  node: UserAccountDto;
}

/** A page of the client vehicles table (GET /api/client/vehicles) as a connection. */
export type CompanyVehiclePageModel = PageSlice<ClientVehicleRowDto>;

export interface CompanyVehicleEdgeModel {
  cursor: string;
  node: ClientVehicleRowDto;
}

export type CompanyVehicleOfferModel = NonNullable<ClientVehicleRowDto['lastOffer']>;

/** An 'account.changed' event for one subscriber: the viewer as it is now. */
export interface ViewerChangedEventModel {
  cursor: string;
  reason: ViewerChangeReason;
  viewer: ViewerModel;
}

/** The record counts of a vehicle table row (GET /api/vehicle/getForTable). */
export type RecordCounts = Pick<
  VehicleTableRowDto,
  'totalChecks' | 'totalConditionalReports' | 'totalNotes'
>;

/**
 * A vehicle as the graph reads it: the api's VehicleDto behind getters, with its record counts
 * when it came from the vehicle table or a records event (models/vehicle.ts).
 */
export type { VehicleModel };

/** The viewer: the profile behind the request's access token, or null for a guest. */
export interface ViewerModel {
  profile: UserProfileDto | null;
}

/** A vehicle's owning agent (VehicleDto.user), or an agent of GET /api/user/listNickname. */
export type AgentModel = NonNullable<VehicleDto['user']> & { nickname?: string | null };
export type ClientOfferModel = NonNullable<VehicleDto['offerClient']>;
export type VehicleSaleModel = NonNullable<VehicleDto['vehicleSale']>;
export type DamagePhotoModel = VehicleDto['damagePhotos'][number];
export type VehiclePageModel = PageSlice<VehicleModel>;

export interface VehicleEdgeModel {
  cursor: string;
  node: VehicleModel;
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
export type NotificationPageModel = PageSlice<OfferNotificationDto>;

export interface NotificationEdgeModel {
  cursor: string;
  node: OfferNotificationDto;
}

/** A check, condition report or note as the api answers it. */
export type VehicleRecordDto = CheckDto | ConditionalReportDto | NoteDto;

/** A vehicle's checks, condition reports or notes, fetched only when a field needs them. */
export type CheckConnectionModel = RecordConnectionModel<'check'>;
export type ConditionReportConnectionModel = RecordConnectionModel<'conditionalReport'>;
export type NoteConnectionModel = RecordConnectionModel<'note'>;

export interface CheckEdgeModel {
  cursor: string;
  node: CheckDto;
}

export interface ConditionReportEdgeModel {
  cursor: string;
  node: ConditionalReportDto;
}

export interface NoteEdgeModel {
  cursor: string;
  node: NoteDto;
}

/** A 'vehicle.records' event: the record from its payload, the vehicle with the event's counts. */
export interface VehicleRecordEventModel {
  cursor: string;
  kind: RecordEventKind;
  created: boolean;
  record: VehicleRecordDto;
  vehicle: VehicleModel;
}

/** A page of the viewer's personal access tokens (the api lists them all; the gateway pages). */
export type AccessTokenPageModel = PageSlice<AccessTokenDto>;

export interface AccessTokenEdgeModel {
  cursor: string;
  node: AccessTokenDto;
}
