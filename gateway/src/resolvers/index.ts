// The resolver map: one file per GraphQL type.
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { AccessToken, AccessTokenConnection, AccessTokenEdge } from './AccessToken.ts';
import { Agent } from './Agent.ts';
import { Check, CheckConnection, CheckEdge } from './Check.ts';
import { ClientOffer } from './ClientOffer.ts';
import { Company } from './Company.ts';
import {
  CompanyVehicle,
  CompanyVehicleConnection,
  CompanyVehicleEdge,
  CompanyVehicleOffer,
} from './CompanyVehicle.ts';
import {
  ConditionReport,
  ConditionReportConnection,
  ConditionReportEdge,
} from './ConditionReport.ts';
import { DamagePhoto } from './DamagePhoto.ts';
import { DateTime } from './DateTime.ts';
import { Mutation } from './Mutation.ts';
import { Node } from './Node.ts';
import { Note, NoteConnection, NoteEdge } from './Note.ts';
import { Offer } from './Offer.ts';
import { OfferChain } from './OfferChain.ts';
import { OfferDealer } from './OfferDealer.ts';
import { Notification, NotificationConnection, NotificationEdge } from './Notification.ts';
import { OfferVehicleConnection, OfferVehicleEdge } from './OfferVehicleConnection.ts';
import { OfferSnapshot } from './OfferSnapshot.ts';
import { Query } from './Query.ts';
import { Subscription } from './Subscription.ts';
import { SentEmail, SentEmailConnection, SentEmailEdge } from './SentEmail.ts';
import { User } from './User.ts';
import { UserConnection, UserEdge } from './UserConnection.ts';
import { Vehicle } from './Vehicle.ts';
import { VehicleConnection, VehicleEdge } from './VehicleConnection.ts';
import { VehicleRecord } from './VehicleRecord.ts';
import { VehicleSale } from './VehicleSale.ts';
import { Viewer } from './Viewer.ts';

export const resolvers: Resolvers = {
  Query,
  Mutation,
  Subscription,
  Node,
  DateTime,
  Viewer,
  User,
  Company,
  UserConnection,
  UserEdge,
  CompanyVehicle,
  CompanyVehicleOffer,
  CompanyVehicleConnection,
  CompanyVehicleEdge,
  Agent,
  Vehicle,
  VehicleConnection,
  VehicleEdge,
  VehicleSale,
  OfferSnapshot,
  ClientOffer,
  DamagePhoto,
  SentEmail,
  SentEmailConnection,
  SentEmailEdge,
  Offer,
  OfferChain,
  OfferDealer,
  Notification,
  NotificationConnection,
  NotificationEdge,
  OfferVehicleConnection,
  OfferVehicleEdge,
  VehicleRecord,
  Check,
  CheckConnection,
  CheckEdge,
  ConditionReport,
  ConditionReportConnection,
  ConditionReportEdge,
  Note,
  NoteConnection,
  NoteEdge,
  AccessToken,
  AccessTokenConnection,
  AccessTokenEdge,
};
