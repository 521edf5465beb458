import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { VehicleModel, UserModel, CompanyModel, UserPageModel, UserEdgeModel, CompanyVehicleOfferModel, CompanyVehiclePageModel, CompanyVehicleEdgeModel, ViewerChangedEventModel, ViewerModel, AgentModel, ClientOfferModel, VehicleSaleModel, DamagePhotoModel, VehiclePageModel, VehicleEdgeModel, SentEmailPageModel, SentEmailEdgeModel, OfferModel, OfferChainModel, OfferDealerModel, NotificationPageModel, NotificationEdgeModel, VehicleRecordDto, CheckConnectionModel, CheckEdgeModel, ConditionReportConnectionModel, ConditionReportEdgeModel, NoteConnectionModel, NoteEdgeModel, VehicleRecordEventModel, AccessTokenPageModel, AccessTokenEdgeModel } from '../models.ts';
import type { VinNumberDto, OfferSnapshotDto, VehicleFiltersDto } from '@canam/domain/rest/vehicle';
import type { CompanyValidationsDto } from '@canam/domain/rest/companies';
import type { ClientVehicleRowDto } from '@canam/domain/rest/clientVehicles';
import type { RegistrationUserDto, NotificationValuesDto, AddressSuggestionDto, OutboxMessageDto } from '@canam/domain/rest/accounts';
import type { OfferNotificationDto } from '@canam/domain/rest/notifications';
import type { CheckDto, ConditionalReportDto, NoteDto } from '@canam/domain/rest/vehicleRecords';
import type { AccessTokenDto } from '@canam/domain/rest/accessTokens';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date and time in UTC. */
  DateTime: { input: string; output: string; }
};

/** The offer to accept. */
export type AcceptOfferInput = {
  /** Any unique text per attempt: retrying with the same key accepts only once. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Global id of the other side's last Offer of the negotiation. */
  offerId: Scalars['ID']['input'];
};

/**
 * A personal access token: sent as `Authorization: Bearer canam_pat_…` (HTTP) or in the graphql-ws
 * connection_init payload, it acts as its owner within its scopes, at most 300 requests a minute.
 */
export type AccessToken = Node & {
  __typename?: 'AccessToken';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When it stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** Opaque global id (base64 of AccessToken:databaseId). */
  id: Scalars['ID']['output'];
  /** When it was last used (to the minute); null when never. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The owner's name for it (unique among its active tokens). */
  name: Scalars['String']['output'];
  /** When it was revoked; null while not revoked. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What it may be used for. */
  scopes: Array<AccessTokenScope>;
  /** The start of the token (canam_pat_ and 6 characters), to recognise it; the rest is never shown again. */
  tokenPrefix: Scalars['String']['output'];
};

/** A page of the viewer's personal access tokens. */
export type AccessTokenConnection = {
  __typename?: 'AccessTokenConnection';
  /** The tokens of this page. */
  edges: Array<AccessTokenEdge>;
  /** Whether there are more pages, and their cursors. */
  pageInfo: PageInfo;
  /** How many tokens the viewer has in all. */
  totalCount: Scalars['Int']['output'];
};

/** An edge of AccessTokenConnection. */
export type AccessTokenEdge = {
  __typename?: 'AccessTokenEdge';
  /** Where this edge is, for `after`. */
  cursor: Scalars['String']['output'];
  /** The token. */
  node: AccessToken;
};

/** What a personal access token may be used for; a token never does more than its owner may. */
export type AccessTokenScope =
  /** Dealers: the catalogue, vehicle details and prices as the owner sees them, vehicle live events. */
  | 'CATALOGUE_READ'
  /** Staff only: read the back-office vehicle lists, offers and companies the owner may read; no writes. */
  | 'INVENTORY_READ'
  /** Dealers: the owner's own offers, negotiations, purchases, notifications and their live events. */
  | 'OFFERS_READ'
  /** Dealers: make, counter and accept offers and buy now, as the owner may. */
  | 'OFFERS_WRITE';

/** A payment check to record on a vehicle. */
export type AddCheckInput = {
  /** Decimal text, two decimals at most ('1250.00'), above zero. */
  amount: Scalars['String']['input'];
  /** The date written on the check, YYYY-MM-DD. */
  date: Scalars['String']['input'];
  /** A whole number from 1. */
  number: Scalars['Int']['input'];
  /** Global id of the Vehicle. */
  vehicleId: Scalars['ID']['input'];
};

/** The new check and the vehicle's counts, or why it was refused. */
export type AddCheckPayload = {
  __typename?: 'AddCheckPayload';
  /** The new check as the first edge of Vehicle.checks (newest first). */
  checkEdge?: Maybe<CheckEdge>;
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
  /** The vehicle with its counts as they are now. */
  vehicle?: Maybe<Vehicle>;
};

/** A condition report link to record on a vehicle. */
export type AddConditionReportInput = {
  /** An http:// or https:// address. */
  url: Scalars['String']['input'];
  /** Global id of the Vehicle. */
  vehicleId: Scalars['ID']['input'];
};

/** The new condition report and the vehicle's counts, or why it was refused. */
export type AddConditionReportPayload = {
  __typename?: 'AddConditionReportPayload';
  /** The new report as the first edge of Vehicle.conditionReports (newest first); null when refused. */
  conditionReportEdge?: Maybe<ConditionReportEdge>;
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
  /** The vehicle with its counts as they are now; null when refused. */
  vehicle?: Maybe<Vehicle>;
};

/** A note to write on a vehicle. */
export type AddNoteInput = {
  /** The note's text. */
  description: Scalars['String']['input'];
  /** Global id of the Vehicle. */
  vehicleId: Scalars['ID']['input'];
};

/** The new note and the vehicle's counts, or why it was refused. */
export type AddNotePayload = {
  __typename?: 'AddNotePayload';
  /** The new note as the first edge of Vehicle.notes (newest first); null when refused. */
  noteEdge?: Maybe<NoteEdge>;
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
  /** The vehicle with its counts as they are now; null when refused. */
  vehicle?: Maybe<Vehicle>;
};

/** The agent who owns a vehicle. */
export type Agent = Node & {
  __typename?: 'Agent';
  /** The agent's id in the REST api and its database: a positive integer. */
  databaseId: Scalars['Int']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Opaque global id of the agent (Node), for node(id:) and the mutations that name it. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** The short name staff know the agent by; null when it has none. */
  nickname?: Maybe<Scalars['String']['output']>;
};

/** The dealer user and the company that becomes its own. */
export type AssignCompanyInput = {
  /** Global id of the Company. */
  companyId: Scalars['ID']['input'];
  /** Global id of the dealer User. */
  userId: Scalars['ID']['input'];
};

/** Which vehicle gets which agent. */
export type AssignVehicleAgentInput = {
  /** Global id of an Agent (Query.agents) who becomes the vehicle's owner. */
  agentId: Scalars['ID']['input'];
  /** Global id of the vehicle. */
  vehicleId: Scalars['ID']['input'];
};

/** The vehicle with its new agent, or why it was refused. */
export type AssignVehicleAgentPayload = {
  __typename?: 'AssignVehicleAgentPayload';
  /** Input the user can fix: an unknown vehicle (vehicleId), or no active agent (agentId). */
  userErrors: Array<UserError>;
  /** The vehicle as it is now (its agent and its record counts); null when refused. */
  vehicle?: Maybe<Vehicle>;
};

/** A photo uploaded for one part of a vehicle. */
export type AssignVehiclePhotoInput = {
  /** A VehiclePart id (Query.vehicleParts): what the photo shows. */
  partId: Scalars['ID']['input'];
  /** The token of a PHOTO upload whose bytes were PUT. */
  upload: Scalars['String']['input'];
  /** Global id of the Vehicle. */
  vehicleId: Scalars['ID']['input'];
};

/** The file's report, or why the file could not be read. */
export type BulkFilePayload = {
  __typename?: 'BulkFilePayload';
  /** What the file did; null when it could not be read. */
  report?: Maybe<BulkFileReport>;
  /** A file that cannot be read (field upload, code FILE_INVALID) or no status. */
  userErrors: Array<UserError>;
};

/** What a bulk file did, row by row. */
export type BulkFileReport = {
  __typename?: 'BulkFileReport';
  /** false when invalid rows refused the whole file (nothing was written). */
  applied: Scalars['Boolean']['output'];
  /** VINs of vehicles still incomplete, left as they are. */
  incompleteRegister: Array<Scalars['String']['output']>;
  /** Every row of the file, in file order. */
  rows: Array<BulkRow>;
  /** VINs of the file that no vehicle has. */
  vinNumberNotFound: Array<Scalars['String']['output']>;
  /** VINs of sold vehicles, left as they are. */
  vinNumberSold: Array<Scalars['String']['output']>;
};

/** One row of a bulk file and what became of it. */
export type BulkRow = {
  __typename?: 'BulkRow';
  /** The row's line in the file (the header is line 1). */
  line: Scalars['Int']['output'];
  /** Why the row is invalid or was left as it is; null when it was applied. */
  message?: Maybe<Scalars['String']['output']>;
  /** What became of the row. */
  outcome: BulkRowOutcome;
  /** The row's VIN as written in the file. */
  vinNumber: Scalars['String']['output'];
};

/** What a bulk file did with one row. */
export type BulkRowOutcome =
  /** A new VIN: registered as a Draft vehicle. */
  | 'created'
  /** The vehicle is deleted (Inactive): left as it is. */
  | 'deleted'
  /** The vehicle lacks fields to be Ready To Sell: left as it is. */
  | 'incomplete'
  /** The row is invalid (see message): nothing of the file was written. */
  | 'invalid'
  /** No vehicle has this VIN. */
  | 'notFound'
  /** The vehicle is sold: left as it is. */
  | 'sold'
  /** A known VIN: its given values were saved. */
  | 'updated';

/** How far the api is with a bulk file. */
export type BulkStage =
  /** The rows are being written. */
  | 'applied'
  /** The file is being read (done counts the rows read so far). */
  | 'uploaded'
  /** The rows are being checked. */
  | 'validated';

/** Statuses a bulk status file sets. */
export type BulkVehicleStatus =
  /** Back to draft: off sale. */
  | 'Draft'
  /** Deleted: off sale for good. */
  | 'Inactive'
  /** Ready To Sell: complete vehicles go on sale. */
  | 'ReadyToSell';

/** The vehicle to buy at its selling price. */
export type BuyVehicleInput = {
  /** Any unique text per attempt: retrying with the same key buys only once. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Global id of the Vehicle. */
  vehicleId: Scalars['ID']['input'];
};

/** A payment check recorded on a vehicle. */
export type Check = Node & VehicleRecord & {
  __typename?: 'Check';
  /** The check's amount, in USD. */
  amount: Money;
  /** The staff member who recorded it (null if that user no longer exists). */
  author?: Maybe<User>;
  /** When it was recorded. */
  createdAt: Scalars['DateTime']['output'];
  /** The check's id in the REST api and its database: a positive integer. */
  databaseId: Scalars['Int']['output'];
  /** The date written on the check (YYYY-MM-DD). */
  date: Scalars['String']['output'];
  /**
   * Opaque global id of the check (Node), as mutations name it; node(id:) answers null for it, since
   * the api lists checks only in pages.
   */
  id: Scalars['ID']['output'];
  /** The check's number. */
  number: Scalars['Int']['output'];
  /** Green (true) while in force, red (false) when the check was voided or bounced. */
  status: Scalars['Boolean']['output'];
  /** Global id of the vehicle. */
  vehicleId: Scalars['ID']['output'];
};

/** A page of checks: the edges, whether more pages exist, the total and the cursors of numbered pages. */
export type CheckConnection = {
  __typename?: 'CheckConnection';
  /** The checks of this page in the list's order, each with its cursor. */
  edges: Array<CheckEdge>;
  /**
   * The cursors of numbered pages (first, last, previous, next and those around this one), for a
   * numbered pager.
   */
  pageCursors: PageCursors;
  /** Whether pages come before or after this one, and the cursors of its first and last edge. */
  pageInfo: PageInfo;
  /** How many checks the list holds in all, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** One check of a page, with its cursor. */
export type CheckEdge = {
  __typename?: 'CheckEdge';
  /** Opaque cursor of this edge: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The check. */
  node: Check;
};

/** The offer about to be accepted. */
export type CheckHigherOfferInput = {
  /** Global id of the Offer to accept. */
  offerId: Scalars['ID']['input'];
};

/** Whether another dealer offered more. */
export type CheckHigherOfferPayload = {
  __typename?: 'CheckHigherOfferPayload';
  /** True when another dealer's offer on the vehicle is higher than this one. */
  higherOffer: Scalars['Boolean']['output'];
  /** 'There is a higher offer for this vehicle. Do you want to continue?.' or 'No higher bid.' */
  message?: Maybe<Scalars['String']['output']>;
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
};

/** The viewer's own latest offer on a vehicle (dealers only), with the state of its negotiation. */
export type ClientOffer = {
  __typename?: 'ClientOffer';
  /** When the negotiation's last offer expires (or expired), by the server's clock. */
  expiresAt: Scalars['DateTime']['output'];
  /** Database id of the offer chain this offer belongs to. */
  mainOffer?: Maybe<Scalars['Int']['output']>;
  /** The amount of the dealer's latest offer, in USD. */
  offerPrice: Money;
  /**
   * ACTIVE while the negotiation's last offer (either side's) is open, so the vehicle is in the
   * dealer's Active Offers; EXPIRED once it expired (Expired Offers), when the dealer may offer again.
   */
  status: OfferListStatus;
};

/**
 * A dealer company. Everyone who sees it gets its names and status; the dealer record's other
 * fields, its validations and its users are for dealer reviewers only (null otherwise).
 */
export type Company = Node & {
  __typename?: 'Company';
  /** Second address line (dealer reviewers). */
  addressLine2?: Maybe<Scalars['String']['output']>;
  /** The company's AuctionACCESS number (dealer reviewers). */
  auctionAccessNumber?: Maybe<Scalars['String']['output']>;
  /** E-mail for invoices (dealer reviewers). */
  billingContactEmail?: Maybe<Scalars['String']['output']>;
  /** Mobile phone of the billing contact (dealer reviewers). */
  billingContactMobilePhone?: Maybe<Scalars['String']['output']>;
  /** Who receives invoices (dealer reviewers). */
  billingContactName?: Maybe<Scalars['String']['output']>;
  /** City (dealer reviewers). */
  city?: Maybe<Scalars['String']['output']>;
  /** The company's client (who registered it). */
  client?: Maybe<User>;
  /** Commercial (trade) name, shown across the product. */
  commercialName?: Maybe<Scalars['String']['output']>;
  /** The free company ID text. */
  companyCode?: Maybe<Scalars['String']['output']>;
  /** Legal name. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** The NEQ or business number (dealer reviewers). */
  corporationNumber?: Maybe<Scalars['String']['output']>;
  /** Which corporation number the company gave (dealer reviewers). */
  corporationType?: Maybe<CorporationType>;
  /** When the company was registered (dealer reviewers). */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The company's id in the REST api and its database: a positive integer. */
  databaseId: Scalars['Int']['output'];
  /** Dealer license number (dealer reviewers). */
  dealerLicense?: Maybe<Scalars['String']['output']>;
  /** Fax number (dealer reviewers). */
  faxNumber?: Maybe<Scalars['String']['output']>;
  /** Canadian GST number (dealer reviewers). */
  gst?: Maybe<Scalars['String']['output']>;
  /** Opaque global id of the company (Node), for node(id:) and the mutations that name it. */
  id: Scalars['ID']['output'];
  /** Office phone number (dealer reviewers). */
  officePhoneNumber?: Maybe<Scalars['String']['output']>;
  /** Quebec QST number (dealer reviewers). */
  qst?: Maybe<Scalars['String']['output']>;
  /** Another e-mail of the company (dealer reviewers). */
  secondaryEmail?: Maybe<Scalars['String']['output']>;
  /** Another mobile number of the company (dealer reviewers). */
  secondaryMobileNumber?: Maybe<Scalars['String']['output']>;
  /** Two-letter state code. */
  state?: Maybe<Scalars['String']['output']>;
  /** us_state id, as the address pick gives it. */
  stateId?: Maybe<Scalars['ID']['output']>;
  /** Where the company stands in staff review; its users buy only when ACCEPTED. */
  status: CompanyStatus;
  /** Street address (dealer reviewers). */
  street?: Maybe<Scalars['String']['output']>;
  /** US tax id (dealer reviewers). */
  taxid?: Maybe<Scalars['String']['output']>;
  /** Whether the company wants its vehicles delivered (dealer reviewers). */
  toBeDelivered?: Maybe<Scalars['Boolean']['output']>;
  /** How many users belong to it. */
  userCount?: Maybe<Scalars['Int']['output']>;
  /** Its users, 10 a page (REST company/listUserByCompany); empty for anyone but dealer reviewers. */
  users: UserConnection;
  /** The reviewers' flags. */
  validations?: Maybe<CompanyValidations>;
  /** Web site address (dealer reviewers). */
  webSite?: Maybe<Scalars['String']['output']>;
  /** US ZIP code (dealer reviewers). */
  zip?: Maybe<Scalars['String']['output']>;
};


/**
 * A dealer company. Everyone who sees it gets its names and status; the dealer record's other
 * fields, its validations and its users are for dealer reviewers only (null otherwise).
 */
export type CompanyUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Which company the dealer form gives the user. */
export type CompanyChoice =
  /** An existing company chosen by the search (existingCompanyId). */
  | 'EXISTING'
  /** A new company, or the user's own company updated. */
  | 'NEW';

/** The company as it is now, or why the change was refused. */
export type CompanyPayload = {
  __typename?: 'CompanyPayload';
  /** The company as it is now; null when refused. */
  company?: Maybe<Company>;
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
};

/** Where a dealer company stands in staff review. */
export type CompanyStatus =
  /** Accepted: its users see prices, make offers and buy. */
  | 'ACCEPTED'
  /** Waiting for review: its users see the catalogue without prices. */
  | 'PENDING'
  /** Rejected by staff: its users cannot buy. */
  | 'REJECTED';

/** What reviewers checked of a company. */
export type CompanyValidations = {
  __typename?: 'CompanyValidations';
  /** The legal name was checked. */
  companyName: Scalars['Boolean']['output'];
  /** The dealer license was checked. */
  dealerLicense: Scalars['Boolean']['output'];
  /** The tax id was checked. */
  taxid: Scalars['Boolean']['output'];
};

/** A row of the client vehicles table: one vehicle and one user of the company. */
export type CompanyVehicle = {
  __typename?: 'CompanyVehicle';
  /** When the negotiation expires (active ones). */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The last offer of the user's negotiation; null when it bought without one. */
  lastOffer?: Maybe<CompanyVehicleOffer>;
  /** When it bought the vehicle; null unless PURCHASED. */
  purchaseDate?: Maybe<Scalars['DateTime']['output']>;
  /** The price it bought the vehicle for, in USD; null unless PURCHASED. */
  salePrice?: Maybe<Money>;
  /** Where the vehicle stands for that user. */
  state: CompanyVehicleState;
  /** When the row last changed (its newest offer or the sale). */
  updatedAt: Scalars['DateTime']['output'];
  /** The company's user who negotiated or bought it. */
  user: User;
  /** The vehicle. */
  vehicle: Vehicle;
};

/**
 * A page of rows of the client vehicles table: the edges, whether more pages exist, the total and the
 * cursors of numbered pages.
 */
export type CompanyVehicleConnection = {
  __typename?: 'CompanyVehicleConnection';
  /** The rows of the client vehicles table of this page in the list's order, each with its cursor. */
  edges: Array<CompanyVehicleEdge>;
  /**
   * The cursors of numbered pages (first, last, previous, next and those around this one), for a
   * numbered pager.
   */
  pageCursors: PageCursors;
  /** Whether pages come before or after this one, and the cursors of its first and last edge. */
  pageInfo: PageInfo;
  /** How many rows of the client vehicles table the list holds in all, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** One client vehicles table row of a page, with its cursor. */
export type CompanyVehicleEdge = {
  __typename?: 'CompanyVehicleEdge';
  /** Opaque cursor of this edge: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The client vehicles table row. */
  node: CompanyVehicle;
};

/** The last offer of a negotiation, as the client vehicles table shows it. */
export type CompanyVehicleOffer = {
  __typename?: 'CompanyVehicleOffer';
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The amount offered, in USD. */
  price: Money;
  /** Who made it: the dealer or staff. */
  side: OfferSide;
};

/** Where a vehicle stands for a user of the client's company. */
export type CompanyVehicleState =
  /** The negotiation expired or closed without a sale to the company. */
  | 'EXPIRED'
  /** The dealer's offer waits for staff. */
  | 'OFFERED'
  /** The user bought it. */
  | 'PURCHASED'
  /** Staff answered; the dealer's answer is due. */
  | 'WAITING';

/** An invited user's first password. */
export type CompleteInvitationInput = {
  /** The password to log in with. */
  password: Scalars['String']['input'];
  /** The token of the invitation link. */
  token: Scalars['String']['input'];
};

/** Whether the invited user may now log in. */
export type CompleteInvitationPayload = {
  __typename?: 'CompleteInvitationPayload';
  /** True when the password was set. */
  ok: Scalars['Boolean']['output'];
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
};

/** A link to an external condition report of the vehicle. */
export type ConditionReport = Node & VehicleRecord & {
  __typename?: 'ConditionReport';
  /** The staff member who recorded it (null if that user no longer exists). */
  author?: Maybe<User>;
  /** When it was recorded. */
  createdAt: Scalars['DateTime']['output'];
  /** The condition report's id in the REST api and its database: a positive integer. */
  databaseId: Scalars['Int']['output'];
  /**
   * Opaque global id of the condition report (Node), as mutations name it; node(id:) answers null for
   * it, since the api lists condition reports only in pages.
   */
  id: Scalars['ID']['output'];
  /** Green (true) while current, red (false) once superseded; dealers see only current reports. */
  status: Scalars['Boolean']['output'];
  /** The report's address (http or https). */
  url: Scalars['String']['output'];
  /** Global id of the vehicle. */
  vehicleId: Scalars['ID']['output'];
};

/**
 * A page of condition reports: the edges, whether more pages exist, the total and the cursors of
 * numbered pages.
 */
export type ConditionReportConnection = {
  __typename?: 'ConditionReportConnection';
  /** The condition reports of this page in the list's order, each with its cursor. */
  edges: Array<ConditionReportEdge>;
  /**
   * The cursors of numbered pages (first, last, previous, next and those around this one), for a
   * numbered pager.
   */
  pageCursors: PageCursors;
  /** Whether pages come before or after this one, and the cursors of its first and last edge. */
  pageInfo: PageInfo;
  /** How many condition reports the list holds in all, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** One condition report of a page, with its cursor. */
export type ConditionReportEdge = {
  __typename?: 'ConditionReportEdge';
  /** Opaque cursor of this edge: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The condition report. */
  node: ConditionReport;
};

/** A condition report document a dealer may open or download. */
export type ConditionReportLink = {
  __typename?: 'ConditionReportLink';
  /** The report's address (http or https). */
  url: Scalars['String']['output'];
};

/** The home page's contact form; the validation rules of the specification apply. */
export type ContactUsInput = {
  /** The sender's e-mail, for the answer. */
  email: Scalars['String']['input'];
  /** The sender's full name. */
  fullName: Scalars['String']['input'];
  /** The message to the sales team. */
  message: Scalars['String']['input'];
  /** The sender's phone number, at least 10 digits. */
  phoneNumber: Scalars['String']['input'];
};

/** Whether the message was sent. */
export type ContactUsPayload = {
  __typename?: 'ContactUsPayload';
  /** True when the message reached the sales team. */
  ok: Scalars['Boolean']['output'];
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
};

/** Which corporation number a company gives. */
export type CorporationType =
  /** Canadian business number. */
  | 'BUSINESS_NUMBER'
  /** Quebec enterprise number (NEQ). */
  | 'NEQ';

/** A counter-offer on a negotiation. */
export type CounterOfferInput = {
  /** The chain's dealer (OfferDealer.userId); staff must give it, a dealer counters on its own chain. */
  dealerId?: InputMaybe<Scalars['ID']['input']>;
  /** Any unique text per attempt: retrying with the same key counters only once. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Decimal text, two decimals at most ('24500.00'). */
  offerPrice: Scalars['String']['input'];
  /** Global id of the Vehicle. */
  vehicleId: Scalars['ID']['input'];
};

/** A new personal access token. */
export type CreateAccessTokenInput = {
  /** Days until it expires: 30, 90 or 365. */
  expiresInDays: Scalars['Int']['input'];
  /** 1 to 60 characters (trimmed), unique among the viewer's active tokens. */
  name: Scalars['String']['input'];
  /** At least one; dealers CATALOGUE_READ, OFFERS_READ, OFFERS_WRITE, staff INVENTORY_READ. */
  scopes: Array<AccessTokenScope>;
};

/** The created token and its secret. */
export type CreateAccessTokenPayload = {
  __typename?: 'CreateAccessTokenPayload';
  /** The created token; null when userErrors. */
  accessToken?: Maybe<AccessToken>;
  /** For a new token: its edge, for @prependEdge. */
  accessTokenEdge?: Maybe<AccessTokenEdge>;
  /** The secret (canam_pat_…), in this payload only; store it now. */
  token?: Maybe<Scalars['String']['output']>;
  /** What to fix before the token can be created. */
  userErrors: Array<UserError>;
};

/** The person fields of an agent (specification 001, section 5). */
export type CreateAgentInput = {
  /** The e-mail the agent logs in with and receives the invitation at; must not be taken. */
  email: Scalars['String']['input'];
  /** Office phone extension. */
  extension?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Mobile phone number. */
  mobileNumber?: InputMaybe<Scalars['String']['input']>;
  /** The short name staff know the agent by. */
  nickname?: InputMaybe<Scalars['String']['input']>;
  /** Office phone number, at least 10 digits. */
  officePhoneNumber: Scalars['String']['input'];
};

/** The person fields of a sub-user (specification 001, section 5). */
export type CreateCompanyUserInput = {
  /** The e-mail the user logs in with and receives the invitation at; must not be taken. */
  email: Scalars['String']['input'];
  /** Office phone extension. */
  extension?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Mobile phone number. */
  mobileNumber?: InputMaybe<Scalars['String']['input']>;
  /** Office phone number, at least 10 digits. */
  officePhoneNumber: Scalars['String']['input'];
};

/** The file about to be uploaded. */
export type CreateUploadInput = {
  /** The file's name, with its extension (.jpg, .png, .csv, .xlsx...). */
  fileName: Scalars['String']['input'];
  /** What kind of file it is. */
  kind: UploadKind;
  /** Bytes the file has. */
  size: Scalars['Int']['input'];
};

/** Where to PUT the file's bytes, or why it was refused. */
export type CreateUploadPayload = {
  __typename?: 'CreateUploadPayload';
  /** The upload ticket; null when refused. */
  upload?: Maybe<Upload>;
  /** A file too large (field size) or of an unknown kind. */
  userErrors: Array<UserError>;
};

/**
 * The currency of an amount: prices, offers, sales and checks are in US dollars; only what a vehicle
 * cost in Canada (Vehicle.cost, staff only) is in Canadian dollars.
 */
export type Currency =
  /** Canadian dollars: Vehicle.cost only. */
  | 'CAD'
  /** US dollars. */
  | 'USD';

/** A photo of damage on the vehicle, from the source inventory. */
export type DamagePhoto = {
  __typename?: 'DamagePhoto';
  /** What kind of damage it shows, as the source inventory names it; null when unnamed. */
  type?: Maybe<Scalars['String']['output']>;
  /** URL of the image. */
  url: Scalars['String']['output'];
};

/** Where a dealer user stands (the assign-company tabs). */
export type DealerStage =
  /** Its company is accepted. */
  | 'ACTIVE'
  /** Its company waits for review. */
  | 'IN_REVIEW'
  /** Signed up, no company registered yet. */
  | 'PRE_REGISTRATION'
  /** Rejected, or its company was. */
  | 'REJECTED';

/** The dealer user to delete. */
export type DeleteDealerUserInput = {
  /** Global id of the dealer User. */
  userId: Scalars['ID']['input'];
};

/** The deleted user's id, or why it was refused. */
export type DeleteDealerUserPayload = {
  __typename?: 'DeleteDealerUserPayload';
  /** Global id of the deleted User, for @deleteEdge. */
  deletedUserId?: Maybe<Scalars['ID']['output']>;
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
};

/** The vehicle to delete. */
export type DeleteVehicleInput = {
  /** Global id of the Vehicle. */
  vehicleId: Scalars['ID']['input'];
};

/** The photo to delete. */
export type DeleteVehiclePhotoInput = {
  /** A Photo id of this vehicle (uploaded or external). */
  photoId: Scalars['ID']['input'];
  /** Global id of the Vehicle. */
  vehicleId: Scalars['ID']['input'];
};

/** A place in Canada a vehicle waits at before export. */
export type ExportLocation = {
  __typename?: 'ExportLocation';
  /** Street address; null when unknown. */
  address?: Maybe<Scalars['String']['output']>;
  /** A map link to the location; null when none. */
  link?: Maybe<Scalars['String']['output']>;
  /** The location's name, e.g. 'Montreal, QC'. */
  name: Scalars['String']['output'];
};

/** The uploaded file of vehicles to apply. */
export type ImportVehiclesInput = {
  /** The token of a SPREADSHEET upload whose bytes were PUT. */
  upload: Scalars['String']['input'];
};

/** Whether an e-mailed link can still be used. */
export type LinkStatus = {
  __typename?: 'LinkStatus';
  /** True while the link is unused and not expired. */
  valid: Scalars['Boolean']['output'];
};

/** The login form. */
export type LoginInput = {
  /** The user's e-mail. */
  email: Scalars['String']['input'];
  /** The user's password. */
  password: Scalars['String']['input'];
};

/** The new session and who it belongs to, or why login was refused. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** The new session; null when refused. */
  session?: Maybe<Session>;
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
  /** The viewer as the new session sees it; null when refused. */
  viewer?: Maybe<Viewer>;
};

/** What to end besides the access token's session. */
export type LogoutInput = {
  /** The session's refresh token, so that it cannot be traded any more. */
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};

/** Whether the session ended. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** True when the session ended. */
  ok: Scalars['Boolean']['output'];
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
};

/** A dealer's offer on a vehicle. */
export type MakeOfferInput = {
  /** Any unique text per attempt: retrying with the same key makes the offer only once. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The amount in USD, as decimal text with two decimals at most ('24500.00'). */
  offerPrice: Scalars['String']['input'];
  /** Global id of the Vehicle. */
  vehicleId: Scalars['ID']['input'];
};

/** The notifications to mark read. */
export type MarkNotificationsReadInput = {
  /** Global ids of the viewer's Notifications. */
  ids: Array<Scalars['ID']['input']>;
};

/** The notifications marked read and the viewer's new badge count. */
export type MarkNotificationsReadPayload = {
  __typename?: 'MarkNotificationsReadPayload';
  /** The notifications marked read, as they are now. */
  notifications: Array<Notification>;
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
  /** The viewer with its new badge count. */
  viewer: Viewer;
};

/** The vehicle whose notifications to mark read. */
export type MarkVehicleNotificationsReadInput = {
  /** Global id of the Vehicle. */
  vehicleId: Scalars['ID']['input'];
};

/** An exact amount of money. */
export type Money = {
  __typename?: 'Money';
  /** Decimal string with two decimals, e.g. "24500.00". */
  amount: Scalars['String']['output'];
  /** Integer cents, for arithmetic without binary floats. */
  cents: Scalars['Int']['output'];
  /** The amount's currency: USD for everything but Vehicle.cost (CAD). */
  currency: Currency;
};

/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Accepts the other side's last offer of a chain: the vehicle is sold at that price, every other
   * negotiation on it closes (REST vehicle/acceptOffer). Exactly once, whoever races.
   */
  acceptOffer: SalePayload;
  /** Back office: records a check (payment) on a vehicle; the author is the viewer (REST POST vehicle/check). */
  addCheck: AddCheckPayload;
  /** Back office: records a condition report link (REST POST vehicle/conditional-report). */
  addConditionReport: AddConditionReportPayload;
  /** Back office: writes a note on a vehicle (REST POST vehicle/note). */
  addNote: AddNotePayload;
  /** Dealer reviewers: makes a company the dealer user's company (REST PUT company/assignCompany). */
  assignCompany: UserPayload;
  /**
   * Back office: makes an active agent the owner of a vehicle, from the vehicle table's inline
   * agent box (REST PUT vehicle/agent).
   */
  assignVehicleAgent: AssignVehicleAgentPayload;
  /** Attaches an uploaded photo to a vehicle as one of its parts (REST POST vehicle/assignPhoto). */
  assignVehiclePhoto: VehiclePayload;
  /** Buy Now at the selling price (REST vehicle/buy). Exactly once, whoever races. */
  buyVehicle: SalePayload;
  /** Before accepting: is there a higher dealer offer on the vehicle? (REST vehicle/validateOtherOffer) */
  checkHigherOffer: CheckHigherOfferPayload;
  /** An invited user creates its password from the invitation link (single use). */
  completeInvitation: CompleteInvitationPayload;
  /** Sends the home page's contact form to the sales team. */
  contactUs: ContactUsPayload;
  /**
   * Counters on a negotiation: staff answer the dealer's last offer, a dealer answers the last staff
   * offer on its own chain (REST vehicle/counterOffer; a dealer's counter is vehicle/offer).
   */
  counterOffer: OfferPayload;
  /**
   * Creates a personal access token for a tool (REST POST access-tokens): its secret is in the
   * payload's `token` this once and never again. Only with a session. userErrors (field, code):
   * name INVALID_INPUT or TOKEN_NAME_TAKEN, name TOKEN_LIMIT_REACHED (10 active at most), scopes
   * INVALID_INPUT or TOKEN_SCOPE_NOT_ALLOWED, expiresInDays INVALID_INPUT.
   */
  createAccessToken: CreateAccessTokenPayload;
  /**
   * Agent managers: creates an agent (role id 4) and e-mails it an invitation to set its password
   * (REST POST user/create). userErrors: EMAIL_TAKEN 'This email has already been taken'.
   */
  createAgent: UserPayload;
  /**
   * Clients: adds a sub-user (role id 2) to the viewer's own company and e-mails it an invitation
   * to /buyer/user/confirm/{token} (REST POST user/create).
   */
  createCompanyUser: UserPayload;
  /**
   * Hands out a short-lived, single-use upload URL bound to the viewer, the kind of file and a size
   * limit (REST POST upload). PUT the bytes to it with the viewer's bearer token, then pass its
   * token to assignVehiclePhoto, importVehicles or updateVehicleStatuses. The graph never carries
   * file bytes.
   */
  createUpload: CreateUploadPayload;
  /**
   * Dealer reviewers: deletes a user who never registered a company and never negotiated (REST
   * DELETE company/deleteUserNotValidate).
   */
  deleteDealerUser: DeleteDealerUserPayload;
  /** Deletes a vehicle: it becomes Inactive and can no longer be edited. */
  deleteVehicle: VehiclePayload;
  /**
   * Deletes a photo of a vehicle: an uploaded one or an external image (REST DELETE
   * vehicle/deletePhoto, vehicle/deleteExternalPhoto).
   */
  deleteVehiclePhoto: VehiclePayload;
  /**
   * Applies an uploaded CSV or XLSX file of vehicles (REST POST vehicle/csv): an upsert by VIN, all
   * or nothing. Progress arrives on Subscription.vehicleImportProgress.
   */
  importVehicles: BulkFilePayload;
  /**
   * Logs in with e-mail and password: answers a session (access and refresh tokens) and the viewer; a
   * wrong e-mail or password is a userError.
   */
  login: LoginPayload;
  /** Ends the session of the access token sent with the request. */
  logout: LogoutPayload;
  /** A dealer of an accepted company makes an offer on a vehicle (REST vehicle/offer). */
  makeOffer: OfferPayload;
  /** Marks offer notifications read (REST PUT vehicle/offer-notifications). */
  markNotificationsRead: MarkNotificationsReadPayload;
  /** Marks read every notification of the viewer about one vehicle (REST readOfferNotification). */
  markVehicleNotificationsRead: MarkNotificationsReadPayload;
  /** Trades a refresh token for a new session; the old refresh token stops working. */
  refreshSession: RefreshSessionPayload;
  /** Registers the company of a registration link; it stays pending until staff accept it. */
  registerCompany: RegisterCompanyPayload;
  /**
   * Registers a VIN (REST POST vehicle): validated, decoded offline, a new Draft vehicle owned by
   * the caller; a VIN already registered answers that vehicle (created false), never a second one.
   */
  registerVehicle: RegisterVehiclePayload;
  /**
   * Dealer reviewers: rejects a dealer user (REST PUT company/rejectCompany): its pending company is
   * rejected with everyone of it; a user without a company is rejected alone.
   */
  rejectDealerUser: UserPayload;
  /** E-mails a password-reset link. */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Sets a new password from a reset link (single use). */
  resetPassword: ResetPasswordPayload;
  /**
   * Revokes one of the viewer's own personal access tokens (REST DELETE access-tokens/{id}); it is
   * refused from the next request on. userErrors: id ACCESS_TOKEN_NOT_FOUND.
   */
  revokeAccessToken: RevokeAccessTokenPayload;
  /**
   * Dealer reviewers: the assign-company dealer form (REST POST company/saveDealer). Registers a new
   * client (invited by e-mail) or updates one, with its own company, or attaches it to an existing
   * company.
   */
  saveDealer: SaveDealerPayload;
  /** What the seller received for a sold vehicle (REST PUT vehiclesSales/saveReceivedPrice). */
  saveReceivedPrice: VehiclePayload;
  /** The edit screen's price save (REST PUT vehicle/price). */
  saveVehiclePrice: VehiclePayload;
  /**
   * The sale information modal (REST POST vehicle/sell): the vehicle becomes Sold to that buyer,
   * open negotiations close.
   */
  sellVehicle: VehiclePayload;
  /**
   * Dealer reviewers: e-mails a pre-registered user a new link to the company form (REST POST
   * user/send-company-email); older links end.
   */
  sendCompanyFormEmail: SendCompanyFormEmailPayload;
  /**
   * Dealer reviewers: accepts, puts back in review or rejects a company (REST PUT company {id,
   * status}). Accepting lets its users see prices, offer and buy at once (viewerChanged) and
   * e-mails its client.
   */
  setCompanyStatus: CompanyPayload;
  /** Dealer reviewers: the company validation flags (REST PUT company/validations). */
  setCompanyValidations: CompanyPayload;
  /** Switches e-mail notifications, by an e-mail link's token or for the logged-in viewer. */
  setEmailNotifications: SetEmailNotificationsPayload;
  /**
   * Deactivates or activates a user (REST PUT user/status): clients for the users of their own
   * company, agent managers for agents. A deactivated user cannot log in and its sessions end at
   * once.
   */
  setUserStatus: UserPayload;
  /**
   * Back office: sets the status dot of a check, condition report or note (green true, red false;
   * REST PUT vehicle/check, vehicle/conditional-report, vehicle/note).
   */
  setVehicleRecordStatus: SetVehicleRecordStatusPayload;
  /**
   * Keep as draft (DRAFT), Complete (ReadyToSell: the vehicle must be complete, missingForSale) or
   * In Stock (REST POST vehicle/update with a status).
   */
  setVehicleStatus: VehiclePayload;
  /** Dealer sign-up: checks the e-mail is free, creates the account and e-mails the registration link. */
  signUp: SignUpPayload;
  /** Agent managers: edits an agent (REST PUT user). */
  updateAgent: UserPayload;
  /** Dealer reviewers: the admin users pages' company form (REST PUT company). */
  updateCompany: CompanyPayload;
  /** Clients: edits a user of the viewer's own company (REST PUT user). */
  updateCompanyUser: UserPayload;
  /**
   * The registry's steps 1 and 2 (REST POST vehicle/update): only the fields given change. An agent
   * edits only the vehicles it owns; a Sold or Inactive vehicle cannot be edited.
   */
  updateVehicle: VehiclePayload;
  /** Sets the status of every VIN of an uploaded file (REST POST vehicle/updateVehicleStatusCsv). */
  updateVehicleStatuses: BulkFilePayload;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationAcceptOfferArgs = {
  input: AcceptOfferInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationAddCheckArgs = {
  input: AddCheckInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationAddConditionReportArgs = {
  input: AddConditionReportInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationAddNoteArgs = {
  input: AddNoteInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationAssignCompanyArgs = {
  input: AssignCompanyInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationAssignVehicleAgentArgs = {
  input: AssignVehicleAgentInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationAssignVehiclePhotoArgs = {
  input: AssignVehiclePhotoInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationBuyVehicleArgs = {
  input: BuyVehicleInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationCheckHigherOfferArgs = {
  input: CheckHigherOfferInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationCompleteInvitationArgs = {
  input: CompleteInvitationInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationContactUsArgs = {
  input: ContactUsInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationCounterOfferArgs = {
  input: CounterOfferInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationCreateAccessTokenArgs = {
  input: CreateAccessTokenInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationCreateAgentArgs = {
  input: CreateAgentInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationCreateCompanyUserArgs = {
  input: CreateCompanyUserInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationCreateUploadArgs = {
  input: CreateUploadInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationDeleteDealerUserArgs = {
  input: DeleteDealerUserInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationDeleteVehicleArgs = {
  input: DeleteVehicleInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationDeleteVehiclePhotoArgs = {
  input: DeleteVehiclePhotoInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationImportVehiclesArgs = {
  input: ImportVehiclesInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationLoginArgs = {
  input: LoginInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationLogoutArgs = {
  input?: InputMaybe<LogoutInput>;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationMakeOfferArgs = {
  input: MakeOfferInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationMarkNotificationsReadArgs = {
  input: MarkNotificationsReadInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationMarkVehicleNotificationsReadArgs = {
  input: MarkVehicleNotificationsReadInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationRefreshSessionArgs = {
  input: RefreshSessionInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationRegisterCompanyArgs = {
  input: RegisterCompanyInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationRegisterVehicleArgs = {
  input: RegisterVehicleInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationRejectDealerUserArgs = {
  input: RejectDealerUserInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationRevokeAccessTokenArgs = {
  input: RevokeAccessTokenInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationSaveDealerArgs = {
  input: SaveDealerInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationSaveReceivedPriceArgs = {
  input: SaveReceivedPriceInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationSaveVehiclePriceArgs = {
  input: SaveVehiclePriceInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationSellVehicleArgs = {
  input: SellVehicleInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationSendCompanyFormEmailArgs = {
  input: SendCompanyFormEmailInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationSetCompanyStatusArgs = {
  input: SetCompanyStatusInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationSetCompanyValidationsArgs = {
  input: SetCompanyValidationsInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationSetEmailNotificationsArgs = {
  input: SetEmailNotificationsInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationSetUserStatusArgs = {
  input: SetUserStatusInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationSetVehicleRecordStatusArgs = {
  input: SetVehicleRecordStatusInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationSetVehicleStatusArgs = {
  input: SetVehicleStatusInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationSignUpArgs = {
  input: SignUpInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationUpdateAgentArgs = {
  input: UpdateAgentInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationUpdateCompanyArgs = {
  input: UpdateCompanyInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationUpdateCompanyUserArgs = {
  input: UpdateCompanyUserInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationUpdateVehicleArgs = {
  input: UpdateVehicleInput;
};


/**
 * The entry points for changing things. Each takes one `input` and answers a payload with the changed
 * objects and `userErrors` for input the user can fix; authentication, permission and system failures
 * are top-level errors with `extensions.code`.
 */
export type MutationUpdateVehicleStatusesArgs = {
  input: UpdateVehicleStatusesInput;
};

/**
 * An object with an opaque global id that stays the same across requests, so clients can cache and
 * refetch it (Relay's Node).
 */
export type Node = {
  /** Opaque global id (base64 of Type:databaseId). */
  id: Scalars['ID']['output'];
};

/** A note staff wrote about the vehicle. */
export type Note = Node & VehicleRecord & {
  __typename?: 'Note';
  /** The staff member who wrote it (null if that user no longer exists). */
  author?: Maybe<User>;
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** The note's id in the REST api and its database: a positive integer. */
  databaseId: Scalars['Int']['output'];
  /** The note's text. */
  description: Scalars['String']['output'];
  /**
   * Opaque global id of the note (Node), as mutations name it; node(id:) answers null for it, since
   * the api lists notes only in pages.
   */
  id: Scalars['ID']['output'];
  /** Green (true) while it holds, red (false) once outdated. */
  status: Scalars['Boolean']['output'];
  /** Global id of the vehicle. */
  vehicleId: Scalars['ID']['output'];
};

/** A page of notes: the edges, whether more pages exist, the total and the cursors of numbered pages. */
export type NoteConnection = {
  __typename?: 'NoteConnection';
  /** The notes of this page in the list's order, each with its cursor. */
  edges: Array<NoteEdge>;
  /**
   * The cursors of numbered pages (first, last, previous, next and those around this one), for a
   * numbered pager.
   */
  pageCursors: PageCursors;
  /** Whether pages come before or after this one, and the cursors of its first and last edge. */
  pageInfo: PageInfo;
  /** How many notes the list holds in all, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** One note of a page, with its cursor. */
export type NoteEdge = {
  __typename?: 'NoteEdge';
  /** Opaque cursor of this edge: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The note. */
  node: Note;
};

/**
 * Something that happened in a negotiation and that the viewer should know: an offer, a counter-offer,
 * an acceptance, a Buy Now or an expiry. Staff get those about the vehicles they sell, a dealer those
 * about its own negotiations.
 */
export type Notification = Node & {
  __typename?: 'Notification';
  /** A dealer's offer or counter-offer against lastHighestOffer; null for other kinds. */
  arrow?: Maybe<OfferArrow>;
  /** The dealer it is about; null when unknown. */
  buyer?: Maybe<NotificationBuyer>;
  /** The notification's id in the REST api and its database: a positive integer. */
  databaseId: Scalars['Int']['output'];
  /**
   * Opaque global id of the notification (Node), as mutations name it; node(id:) answers null for it,
   * since the api lists notifications only in pages.
   */
  id: Scalars['ID']['output'];
  /** True until it is marked read: the lists show it as new. */
  isNew: Scalars['Boolean']['output'];
  /** What happened. */
  kind: NotificationKind;
  /** The highest dealer offer on the vehicle before this notification's offer. */
  lastHighestOffer?: Maybe<Money>;
  /** The offer's price, or the sale's. */
  offerPrice?: Maybe<Money>;
  /** Whose offer it is about; null for a Buy Now. */
  offerSide?: Maybe<OfferSide>;
  /** True once the viewer marked it read (on the REST side: sent = 2). */
  read: Scalars['Boolean']['output'];
  /** When it happened. */
  registerDate: Scalars['DateTime']['output'];
  /** What happened, in one sentence for the viewer: 'Michael Russo bought it for USD$ 15,400.00'. */
  summary: Scalars['String']['output'];
  /** The vehicle it is about, as the viewer may see it; null when the viewer may no longer see it. */
  vehicle?: Maybe<Vehicle>;
};

/** The dealer a notification is about. */
export type NotificationBuyer = {
  __typename?: 'NotificationBuyer';
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
};

/**
 * A page of notifications: the edges, whether more pages exist, the total and the cursors of numbered
 * pages.
 */
export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  /** The notifications of this page in the list's order, each with its cursor. */
  edges: Array<NotificationEdge>;
  /**
   * The cursors of numbered pages (first, last, previous, next and those around this one), for a
   * numbered pager.
   */
  pageCursors: PageCursors;
  /** Whether pages come before or after this one, and the cursors of its first and last edge. */
  pageInfo: PageInfo;
  /** How many notifications the list holds in all, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** One notification of a page, with its cursor. */
export type NotificationEdge = {
  __typename?: 'NotificationEdge';
  /** Opaque cursor of this edge: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The notification. */
  node: Notification;
};

/** A notification addressed to the subscriber, as it was created. */
export type NotificationEvent = {
  __typename?: 'NotificationEvent';
  /** This event's place in the live stream: pass it as `after` when resubscribing. */
  cursor: Scalars['String']['output'];
  /** The new notification. */
  notification: Notification;
  /** The viewer's badge count after this one (as Viewer.offerNotificationCount). */
  unreadCount: Scalars['Int']['output'];
  /** The subscriber as it is now (its badge counts). */
  viewer: Viewer;
};

/** What an offer notification tells. */
export type NotificationKind =
  /** An offer was accepted: the vehicle is sold at its price. */
  | 'ACCEPTED'
  /** A dealer bought the vehicle with Buy Now. */
  | 'BOUGHT'
  /** The other side answered with a counter-offer. */
  | 'COUNTER'
  /** The last offer of a negotiation expired unanswered. */
  | 'EXPIRED'
  /** A dealer made an offer. */
  | 'OFFER';

/** Whether a user receives e-mail notifications. */
export type NotificationPreference = {
  __typename?: 'NotificationPreference';
  /** True when the user receives e-mail notifications. */
  acceptEmail: Scalars['Boolean']['output'];
};

/** One offer of a negotiation: an amount in USD made by a dealer or by staff, open for 18 hours. */
export type Offer = Node & {
  __typename?: 'Offer';
  /** Dealer offers only: against the highest dealer offer on the vehicle before it. */
  arrow?: Maybe<OfferArrow>;
  /** When the offer was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The offer's id in the REST api and its database: a positive integer. */
  databaseId: Scalars['Int']['output'];
  /** createdAt + 18 hours; the server's clock decides (see Query.serverTime). */
  expiresAt: Scalars['DateTime']['output'];
  /** Opaque global id of the offer (Node), for node(id:) and the mutations that name it. */
  id: Scalars['ID']['output'];
  /** The amount offered, in USD. */
  price: Money;
  /** The author's role (staff offers show as the provider). */
  role: Role;
  /** Who made it: the dealer or staff. */
  side: OfferSide;
  /** Open, expired, accepted or closed. */
  status: OfferStatus;
};

/** A dealer offer compared with the highest dealer offer on the vehicle before it. */
export type OfferArrow =
  /** Equal to the highest dealer offer before it. */
  | 'DASH'
  /** Lower than the highest dealer offer before it. */
  | 'DOWN'
  /** Higher than the highest dealer offer before it (or the first one). */
  | 'UP';

/** One dealer's negotiation on one vehicle: its offers oldest first. */
export type OfferChain = Node & {
  __typename?: 'OfferChain';
  /** The negotiation (offer chain)'s id in the REST api and its database: a positive integer. */
  databaseId: Scalars['Int']['output'];
  /** The dealer negotiating. */
  dealer: OfferDealer;
  /** Opaque global id of the negotiation (Node), for node(id:) and the mutations that name it. */
  id: Scalars['ID']['output'];
  /** The last offer is still open (not expired, accepted or closed). */
  isOpen: Scalars['Boolean']['output'];
  /** The newest offer of the negotiation; null when it has none. */
  lastOffer?: Maybe<Offer>;
  /** Every offer of the negotiation, oldest first. */
  offers: Array<Offer>;
  /** Open, accepted or closed. */
  state: OfferChainState;
  /** The vehicle negotiated. */
  vehicle: Vehicle;
  /** The viewer may accept the last offer (made by the other side and still open). */
  viewerCanAccept: Scalars['Boolean']['output'];
  /** The viewer may counter now (it is the viewer's side's turn or the other side's offer is open). */
  viewerCanCounter: Scalars['Boolean']['output'];
};

/** Where a negotiation stands as a whole. */
export type OfferChainState =
  /** An offer was accepted: the dealer bought the vehicle. */
  | 'ACCEPTED'
  /** Ended without a sale to this dealer (the vehicle sold to another, or it expired). */
  | 'CLOSED'
  /** Still going: offers may follow. */
  | 'OPEN';

/** The dealer of a negotiation, as staff and the dealer itself see it. */
export type OfferDealer = {
  __typename?: 'OfferDealer';
  /** The commercial name of the dealer's company; null without one. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** The dealer user's id in the REST api and its database. */
  databaseId: Scalars['Int']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** The dealer's global User id, as CounterOfferInput.dealerId takes it (not `id`: no Node). */
  userId: Scalars['ID']['output'];
};

/** An offer made, countered, accepted or expired, with the objects as the subscriber sees them now. */
export type OfferEvent = {
  __typename?: 'OfferEvent';
  /** The negotiation as it is now. */
  chain: OfferChain;
  /** Pass as `after` when resubscribing. */
  cursor: Scalars['String']['output'];
  /** The offer it is about; null when the subscriber may not see it. */
  offer?: Maybe<Offer>;
  /** What happened. */
  type: OfferEventType;
  /** The vehicle as it is now. */
  vehicle: Vehicle;
  /** The subscriber after this event (a dealer's Active Offers count changes with its offers). */
  viewer: Viewer;
};

/** What happened to an offer. */
export type OfferEventType =
  /** An offer was accepted: the vehicle is sold. */
  | 'ACCEPTED'
  /** One side answered with a counter-offer. */
  | 'COUNTERED'
  /** An offer expired after 18 hours without an answer. */
  | 'EXPIRED'
  /** A dealer made an offer. */
  | 'MADE';

/** Whether a negotiation is still live, for the offer lists. */
export type OfferListStatus =
  /** Status 1: negotiations with an offer still open. */
  | 'ACTIVE'
  /** Status 0: negotiations whose last offer expired. */
  | 'EXPIRED';

/** The offer made and the negotiation as it is now, or why it was refused. */
export type OfferPayload = {
  __typename?: 'OfferPayload';
  /** The negotiation with the new offer; null when refused. */
  chain?: Maybe<OfferChain>;
  /** The specification's toast text on success ('Offer sent', 'Counter-Offer sent'). */
  message?: Maybe<Scalars['String']['output']>;
  /** The new offer; null when refused. */
  offer?: Maybe<Offer>;
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
  /** The vehicle as it is now (its offer figures); null when refused. */
  vehicle?: Maybe<Vehicle>;
};

/** Who made an offer: the dealer (buyer or client) or the provider (admin, super admin, agent). */
export type OfferSide =
  /** A dealer user (client or buyer). */
  | 'DEALER'
  /** Staff selling the vehicle (super admin, admin or agent). */
  | 'PROVIDER';

/** An offer's amount and time, as the cards show it. */
export type OfferSnapshot = {
  __typename?: 'OfferSnapshot';
  /** The amount offered in USD. */
  offerPrice: Money;
  /** When the offer was made. */
  registerDate: Scalars['DateTime']['output'];
};

/** Where one offer stands. */
export type OfferStatus =
  /** Accepted: the vehicle was sold at this price. */
  | 'ACCEPTED'
  /** Open until expiresAt. */
  | 'ACTIVE'
  /** Answered by a counter-offer or closed when the vehicle was sold. */
  | 'CLOSED'
  /** 18 hours passed without an answer. */
  | 'EXPIRED';

/**
 * A page of vehicles with negotiations: the edges, whether more pages exist, the total and the cursors
 * of numbered pages.
 */
export type OfferVehicleConnection = {
  __typename?: 'OfferVehicleConnection';
  /** The vehicles with negotiations of this page in the list's order, each with its cursor. */
  edges: Array<OfferVehicleEdge>;
  /**
   * The cursors of numbered pages (first, last, previous, next and those around this one), for a
   * numbered pager.
   */
  pageCursors: PageCursors;
  /** Whether pages come before or after this one, and the cursors of its first and last edge. */
  pageInfo: PageInfo;
  /** How many vehicles with negotiations the list holds in all, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** One vehicle with negotiations of a page, with its cursor. */
export type OfferVehicleEdge = {
  __typename?: 'OfferVehicleEdge';
  /** Opaque cursor of this edge: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The vehicle with negotiations. */
  node: Vehicle;
};

/** A numbered page and the cursor to fetch after to reach it. */
export type PageCursor = {
  __typename?: 'PageCursor';
  /** Pass as `after` to get this page; null for the first page. */
  cursor?: Maybe<Scalars['String']['output']>;
  /** True for the page being shown. */
  isCurrent: Scalars['Boolean']['output'];
  /** The page number, from 1. */
  page: Scalars['Int']['output'];
};

/** The numbered pages of a list, for a pager with page numbers. */
export type PageCursors = {
  __typename?: 'PageCursors';
  /** Up to 5 pages around the current one, itself included. */
  around: Array<PageCursor>;
  /** The first page. */
  first: PageCursor;
  /** The last page. */
  last: PageCursor;
  /** The page after the current one; null on the last page. */
  next?: Maybe<PageCursor>;
  /** The page before the current one; null on the first page. */
  previous?: Maybe<PageCursor>;
};

/** Where a page sits in its list (Relay's PageInfo). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the page's last edge: pass it as `after` for the next page; null when empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when items follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when items come before this page. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the page's first edge; null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/**
 * A photo of a vehicle: uploaded by staff for one part of the vehicle, or an external image of the
 * source inventory.
 */
export type Photo = {
  __typename?: 'Photo';
  /** An image from the source inventory rather than one uploaded by staff. */
  external: Scalars['Boolean']['output'];
  /** Opaque id of the photo, as deleteVehiclePhoto takes it (not a Node). */
  id: Scalars['ID']['output'];
  /** The part of the vehicle the photo shows, null for external images. */
  partName?: Maybe<Scalars['String']['output']>;
  /** URL of a small version for lists and galleries. */
  thumbnailUrl: Scalars['String']['output'];
  /** Site-relative or absolute URL of the full-size image. */
  url: Scalars['String']['output'];
};

/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * The viewer's personal access tokens, newest first, revoked and expired ones included (REST GET
   * access-tokens). Only with a session: a personal access token may not read them (FORBIDDEN).
   */
  accessTokens: AccessTokenConnection;
  /** US addresses matching a ZIP prefix or a 'City, ST' prefix (at most 10). */
  addressSuggestions: Array<UsAddress>;
  /**
   * The agents page (agent managers: admins and super admins; FORBIDDEN for others): every agent,
   * active or not, 10 a page (REST user/agents). Query.agents stays the owner filter's list.
   */
  agentAccounts: UserConnection;
  /** Staff only: the agents who own vehicles, for the owner filter. Empty for everyone else. */
  agents: Array<Agent>;
  /**
   * Dealer reviewers: companies whose commercial or legal name contains the text, from 3
   * characters on (fewer gives an empty list), at most 300 (REST company/listCompany).
   */
  companySearch: Array<Company>;
  /**
   * The client users page (clients only; FORBIDDEN for others): the users of the viewer's own
   * company, the client included, 10 a page (REST user/companyUsers).
   */
  companyUsers: UserConnection;
  /**
   * The client vehicles table (clients only; FORBIDDEN for others): every vehicle a user of the
   * viewer's company negotiated or bought, one row per vehicle and user, newest activity first
   * (REST client/vehicles).
   */
  companyVehicles: CompanyVehicleConnection;
  /**
   * Dealer reviewers: the company of a dealer user, its own or else the one it registered, with
   * every field of the dealer record; null when it has none (REST GET company?userId=).
   */
  dealerCompany?: Maybe<Company>;
  /**
   * The assign-company tabs (dealer reviewers; FORBIDDEN for others): dealer users by stage,
   * newest first, 10 a page (REST company/listUserWithoutCompany, company/listCompanyAndPreCompany).
   */
  dealerRegistrations: UserConnection;
  /** Staff who edit vehicles: the export locations a vehicle can be at (REST user/listAgentClient). */
  exportLocations: Array<ExportLocation>;
  /** Whether an invitation link can still be used. */
  invitationLink: LinkStatus;
  /**
   * The newest live event this gateway has passed on: a page that subscribes with it as `after`
   * misses nothing that happened since its query. Null when the gateway has no event stream.
   */
  liveCursor?: Maybe<Scalars['String']['output']>;
  /**
   * A dealer's Active Offers (ACTIVE) or Expired Offers (EXPIRED) tab: the vehicles of its own
   * negotiations (REST vehicle/getOffersByUser). Empty for staff and guests.
   */
  myOfferVehicles: VehicleConnection;
  /**
   * Any object by its global id, as the viewer may see it; null when there is none or the viewer may
   * not see it (notifications and vehicle records are never looked up alone).
   */
  node?: Maybe<Node>;
  /**
   * Several objects by their global ids, in the order asked; null in place of each one that is missing
   * or hidden from the viewer.
   */
  nodes: Array<Maybe<Node>>;
  /**
   * The e-mail notification preference of the user of an e-mail link's token, or of the logged-in
   * viewer when no token is given; null when neither identifies a user.
   */
  notificationPreference?: Maybe<NotificationPreference>;
  /**
   * Offer notifications, newest first, 6 a page (REST vehicle/offer-notifications): an agent's or a
   * dealer's own, every one addressed to staff for admins (who may narrow to one agent).
   */
  offerNotifications: NotificationConnection;
  /**
   * Staff offers screens (/admin/vehicles/offers, /agent/vehicles/offers): vehicles with active or
   * expired negotiations, narrowed by the dealer's name text and, for admins, the owning agent
   * (REST vehicle/getVehiclesOffers). An agent sees its own vehicles only.
   */
  offerVehicles: OfferVehicleConnection;
  /** Whether a password-reset link can still be used (the page shows the expired text when not). */
  passwordResetLink: LinkStatus;
  /** One vehicle of the public inventory by database id (the public view /public/vehicle/{publicId}). */
  publicVehicle?: Maybe<Vehicle>;
  /**
   * The public inventory (6 a page by default): the vehicles dealers see, never staff fields;
   * prices only for a viewer who may see them (Viewer.canSeePrices).
   */
  publicVehicles: VehicleConnection;
  /** A dealer's Purchases tab (staff: every sale), newest first (REST vehiclesSales). */
  purchases: VehicleConnection;
  /** The person a registration link was sent to; null when the link is invalid, used or expired. */
  registration?: Maybe<Registration>;
  /**
   * Staff who edit vehicles: dealer users who may be the buyer of a sale, searched by name, e-mail
   * or company (at most 300).
   */
  saleBuyers: Array<SaleBuyerOption>;
  /** Staff only: the e-mails the product sent (the stored outbox), newest first. */
  sentEmails: SentEmailConnection;
  /** The server's clock, the authority for countdowns (clients correct their own clock with it). */
  serverTime: Scalars['DateTime']['output'];
  /**
   * The admin users pages (dealer reviewers: admins, super admins, reviewers; FORBIDDEN for others):
   * dealer users whose company waits for review (PENDING), is accepted (ACTIVE) or who were
   * rejected (REJECTED), newest first, 10 a page (REST user/list).
   */
  users: UserConnection;
  /**
   * One vehicle by VIN or stock number, as the viewer may see it (the detail page
   * /vehicle/{vin}-{make}-{model}); null when there is none the viewer may see.
   */
  vehicleByVin?: Maybe<Vehicle>;
  /** Makes, models and trims to filter by, narrowed by the chosen makes and models. */
  vehicleFilters: VehicleFilterOptions;
  /** Staff who edit vehicles: the parts a vehicle photo may show (REST vehicle/part). */
  vehicleParts: Array<VehiclePart>;
  /**
   * The super admin vehicle table (super admins and admins; FORBIDDEN for others): every vehicle
   * whatever its status, searched over VIN, stock number and agent name, 10 a page
   * (REST vehicle/getForTable). Without orderBy, the newest registered first.
   */
  vehicleTable: VehicleConnection;
  /**
   * The catalogue as the viewer may see it: staff see every status (default Ready To Sell),
   * dealers see vehicles on sale and sold, guests the public inventory without prices.
   */
  vehicles: VehicleConnection;
  /** Who is asking: a guest when no valid access token came with the request. */
  viewer: Viewer;
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryAccessTokensArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryAddressSuggestionsArgs = {
  query: Scalars['String']['input'];
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryAgentAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryCompanySearchArgs = {
  search: Scalars['String']['input'];
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryCompanyUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryCompanyVehiclesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<CompanyVehicleState>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryDealerCompanyArgs = {
  userId: Scalars['ID']['input'];
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryDealerRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  tab: DealerStage;
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryInvitationLinkArgs = {
  token: Scalars['String']['input'];
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryMyOfferVehiclesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status: OfferListStatus;
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryNotificationPreferenceArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryOfferNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  agent?: InputMaybe<Scalars['ID']['input']>;
  counterOnly?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kinds?: InputMaybe<Array<NotificationKind>>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryOfferVehiclesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  agent?: InputMaybe<Scalars['ID']['input']>;
  client?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status: OfferListStatus;
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryPasswordResetLinkArgs = {
  token: Scalars['String']['input'];
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryPublicVehicleArgs = {
  databaseId: Scalars['Int']['input'];
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryPublicVehiclesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<VehicleFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryPurchasesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryRegistrationArgs = {
  token: Scalars['String']['input'];
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QuerySaleBuyersArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QuerySentEmailsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind: UserListKind;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryVehicleByVinArgs = {
  vin: Scalars['String']['input'];
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryVehicleFiltersArgs = {
  make?: InputMaybe<Array<Scalars['String']['input']>>;
  model?: InputMaybe<Array<Scalars['String']['input']>>;
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryVehicleTableArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<VehicleTableOrder>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The entry points for reading: the viewer, the catalogue, negotiations, notifications and the
 * back-office lists. Guests may read the public parts; the rest answers as the caller's role allows.
 */
export type QueryVehiclesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<VehicleFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** The refresh token to trade. */
export type RefreshSessionInput = {
  /** The refresh token of the current session. */
  refreshToken: Scalars['String']['input'];
};

/** The new session, or why the refresh token was refused. */
export type RefreshSessionPayload = {
  __typename?: 'RefreshSessionPayload';
  /** The new session; null when refused. */
  session?: Maybe<Session>;
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
  /** The viewer as the new session sees it; null when refused. */
  viewer?: Maybe<Viewer>;
};

/** The company form of a registration link. */
export type RegisterCompanyInput = {
  /** Second address line. */
  addressLine2?: InputMaybe<Scalars['String']['input']>;
  /** E-mail for invoices. */
  billingContactEmail?: InputMaybe<Scalars['String']['input']>;
  /** Mobile phone of the billing contact. */
  billingContactMobilePhone?: InputMaybe<Scalars['String']['input']>;
  /** Who receives invoices. */
  billingContactName?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Commercial (trade) name. */
  commercialName: Scalars['String']['input'];
  /** Legal name. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** The NEQ or business number. */
  corporationNumber?: InputMaybe<Scalars['String']['input']>;
  /** Which corporation number is given. */
  corporationType?: InputMaybe<CorporationType>;
  /** Dealer license number. */
  dealerLicense?: InputMaybe<Scalars['String']['input']>;
  /** Canadian GST number. */
  gst?: InputMaybe<Scalars['String']['input']>;
  /** Quebec QST number. */
  qst?: InputMaybe<Scalars['String']['input']>;
  /** The token of the registration link e-mailed at sign-up. */
  registrationToken: Scalars['String']['input'];
  /** UsAddress.stateId of the picked address. */
  stateId?: InputMaybe<Scalars['ID']['input']>;
  /** Street address. */
  street?: InputMaybe<Scalars['String']['input']>;
  /** US tax id. */
  taxid?: InputMaybe<Scalars['String']['input']>;
  /** Web site address. */
  webSite?: InputMaybe<Scalars['String']['input']>;
  /** US ZIP code. */
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** The registered company (pending review), or why it was refused. */
export type RegisterCompanyPayload = {
  __typename?: 'RegisterCompanyPayload';
  /** The new company, PENDING until staff review it; null when refused. */
  company?: Maybe<Company>;
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
};

/** The VIN of a vehicle to register. */
export type RegisterVehicleInput = {
  /** 17 characters; spaces and dashes are ignored, letters may be lower case. */
  vin: Scalars['String']['input'];
};

/** The vehicle of the VIN, whether it is new and whether the VIN decoded, or why it was refused. */
export type RegisterVehiclePayload = {
  __typename?: 'RegisterVehiclePayload';
  /** false when the VIN was already registered. */
  created: Scalars['Boolean']['output'];
  /** Whether the offline decoder knew the VIN (if not, staff fill make, model and year). */
  decoded: Scalars['Boolean']['output'];
  /** An invalid VIN (field vin, code INVALID_VIN) with the reason. */
  userErrors: Array<UserError>;
  /** The vehicle of that VIN as it is now; null when refused. */
  vehicle?: Maybe<Vehicle>;
};

/** The person a registration link was sent to, to greet them on the company form. */
export type Registration = {
  __typename?: 'Registration';
  /** The e-mail the link was sent to. */
  email: Scalars['String']['output'];
  /** First and last name. */
  fullName: Scalars['String']['output'];
};

/** The dealer user to reject. */
export type RejectDealerUserInput = {
  /** Global id of the dealer User. */
  userId: Scalars['ID']['input'];
};

/** Who forgot its password. */
export type RequestPasswordResetInput = {
  /** The user's e-mail. */
  email: Scalars['String']['input'];
};

/** Whether the reset link was e-mailed. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** True when the link was e-mailed. */
  ok: Scalars['Boolean']['output'];
  /** 'Email not found' (code EMAIL_NOT_FOUND) or 'Email not sent' (code EMAIL_NOT_SENT). */
  userErrors: Array<UserError>;
};

/** A new password from a reset link. */
export type ResetPasswordInput = {
  /** The new password. */
  password: Scalars['String']['input'];
  /** The token of the reset link. */
  token: Scalars['String']['input'];
};

/** Whether the password changed. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** True when the password changed. */
  ok: Scalars['Boolean']['output'];
  /** code LINK_EXPIRED with 'This link has expired, please contact us to request a new one by email.' */
  userErrors: Array<UserError>;
};

/** Which token to revoke. */
export type RevokeAccessTokenInput = {
  /** The AccessToken's global id. */
  id: Scalars['ID']['input'];
};

/** The revoked token. */
export type RevokeAccessTokenPayload = {
  __typename?: 'RevokeAccessTokenPayload';
  /** The token, with its revokedAt; null when userErrors. */
  accessToken?: Maybe<AccessToken>;
  /** Why it could not be revoked. */
  userErrors: Array<UserError>;
};

/**
 * What a user may do. Staff: super admin, admin, agent (owns vehicles) and reviewer (reviews dealers).
 * Dealers: client (registered the company, manages its users) and buyer (a user of a client's
 * company).
 */
export type Role =
  /** Staff who run the catalogue, negotiations, agents and dealer review. */
  | 'ROLE_ADMIN'
  /** Staff who own vehicles and negotiate on their own vehicles. */
  | 'ROLE_AGENT'
  /** A dealer user added by a client to its company: buys and offers. */
  | 'ROLE_BUYER'
  /** The dealer who registered its company: buys, offers and manages the company's users. */
  | 'ROLE_CLIENT'
  /** Staff who review dealer registrations and companies. */
  | 'ROLE_REVIEWER'
  /** Staff with every right, including the e-mail outbox. */
  | 'ROLE_SUPER_ADMIN';

/** The dealer user who bought a vehicle (staff only). */
export type SaleBuyer = {
  __typename?: 'SaleBuyer';
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
};

/** A dealer user who may be recorded as the buyer of a sale. */
export type SaleBuyerOption = {
  __typename?: 'SaleBuyerOption';
  /** The commercial name of the user's company; null without one. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** The user's id in the REST api and its database. */
  databaseId: Scalars['Int']['output'];
  /** E-mail. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Opaque id of the buyer, as sellVehicle takes it (not a Node). */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
};

/** The sold vehicle, or why the sale was refused. */
export type SalePayload = {
  __typename?: 'SalePayload';
  /** The viewer's negotiation closed by the sale; null when it had none or when refused. */
  chain?: Maybe<OfferChain>;
  /** 'Offer accepted' or 'Vehicle purchased! Please, check your email'. */
  message?: Maybe<Scalars['String']['output']>;
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
  /** The vehicle as it is now (Sold); null when refused. */
  vehicle?: Maybe<Vehicle>;
};

/** The dealer form (specification 001, sections 3 and 5); field names are the form's. */
export type SaveDealerInput = {
  /** Second address line. */
  addressLine2?: InputMaybe<Scalars['String']['input']>;
  /** E-mail for invoices. */
  billingContactEmail?: InputMaybe<Scalars['String']['input']>;
  /** Mobile phone of the billing contact. */
  billingContactMobilePhone?: InputMaybe<Scalars['String']['input']>;
  /** Who receives invoices. */
  billingContactName?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Commercial (trade) name, with companyChoice NEW. */
  commercialName?: InputMaybe<Scalars['String']['input']>;
  /** A new (or the user's own) company from the fields below, or an existing one. */
  companyChoice: CompanyChoice;
  /** The free company ID text. */
  companyCode?: InputMaybe<Scalars['String']['input']>;
  /** Legal name. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** The NEQ or business number. */
  corporationNumber?: InputMaybe<Scalars['String']['input']>;
  /** Which corporation number is given. */
  corporationType?: InputMaybe<CorporationType>;
  /** Dealer license number. */
  dealerLicense?: InputMaybe<Scalars['String']['input']>;
  /** The e-mail the user logs in with; must not be another user's. */
  email: Scalars['String']['input'];
  /** Global id of a Company (companySearch), with companyChoice EXISTING. */
  existingCompanyId?: InputMaybe<Scalars['ID']['input']>;
  /** Office phone extension. */
  extension?: InputMaybe<Scalars['String']['input']>;
  /** Fax number. */
  faxNumber?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Canadian GST number. */
  gst?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Mobile phone number. */
  mobileNumber?: InputMaybe<Scalars['String']['input']>;
  /** Office phone number. */
  officePhoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Quebec QST number. */
  qst?: InputMaybe<Scalars['String']['input']>;
  /** Another e-mail of the company. */
  secondaryEmail?: InputMaybe<Scalars['String']['input']>;
  /** Another mobile number of the company. */
  secondaryMobileNumber?: InputMaybe<Scalars['String']['input']>;
  /** UsAddress.stateId of the picked address. */
  stateId?: InputMaybe<Scalars['ID']['input']>;
  /** Street address. */
  street?: InputMaybe<Scalars['String']['input']>;
  /** US tax id. */
  taxid?: InputMaybe<Scalars['String']['input']>;
  /** Whether the company wants its vehicles delivered. */
  toBeDelivered?: InputMaybe<Scalars['Boolean']['input']>;
  /** Global id of the user to update; absent for a new client (invited by e-mail). */
  userId?: InputMaybe<Scalars['ID']['input']>;
  /** Web site address. */
  webSite?: InputMaybe<Scalars['String']['input']>;
  /** US ZIP code. */
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** The dealer user and its company as they are now, or why the form was refused. */
export type SaveDealerPayload = {
  __typename?: 'SaveDealerPayload';
  /** The user's company as it is now; null when refused or without one. */
  company?: Maybe<Company>;
  /** 'Dealer successfully registered/updated' or 'Company assigned successfully'; null when refused. */
  message?: Maybe<Scalars['String']['output']>;
  /** The dealer user as it is now; null when refused. */
  user?: Maybe<User>;
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
};

/** What the seller received for a sold vehicle. */
export type SaveReceivedPriceInput = {
  /** Decimal text, 0 to 1,000,000. */
  receivedPrice: Scalars['String']['input'];
  /** Global id of the sold Vehicle. */
  vehicleId: Scalars['ID']['input'];
};

/** The edit screen's prices. */
export type SaveVehiclePriceInput = {
  /** Decimal text, 1 to 1,000,000 (USD). */
  price: Scalars['String']['input'];
  /** Whether dealers see the price. */
  published: Scalars['Boolean']['input'];
  /** Decimal text, or null for none. */
  reservedPrice?: InputMaybe<Scalars['String']['input']>;
  /** Global id of the Vehicle. */
  vehicleId: Scalars['ID']['input'];
};

/** A sale recorded by staff. */
export type SellVehicleInput = {
  /** A SaleBuyerOption id. */
  buyerId: Scalars['ID']['input'];
  /** YYYY-MM-DD, at most today. */
  date: Scalars['String']['input'];
  /** Decimal text above zero. */
  price: Scalars['String']['input'];
  /** Global id of the Vehicle. */
  vehicleId: Scalars['ID']['input'];
};

/** The pre-registered user to e-mail. */
export type SendCompanyFormEmailInput = {
  /** Global id of the dealer User. */
  userId: Scalars['ID']['input'];
};

/** Whether the link was e-mailed. */
export type SendCompanyFormEmailPayload = {
  __typename?: 'SendCompanyFormEmailPayload';
  /** True when the e-mail with the new link went out. */
  ok: Scalars['Boolean']['output'];
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
};

/**
 * An e-mail the product sent (or tried to), as the stored outbox keeps it; links carrying tokens are
 * redacted.
 */
export type SentEmail = Node & {
  __typename?: 'SentEmail';
  /** When the e-mail was queued. */
  createdAt: Scalars['DateTime']['output'];
  /** Why sending failed; null when it did not fail. */
  error?: Maybe<Scalars['String']['output']>;
  /**
   * Opaque global id of the sent e-mail (Node); node(id:) answers null for it (the outbox is read in
   * pages only).
   */
  id: Scalars['ID']['output'];
  /** The links the message carries (registration, password reset, preferences). */
  links: Array<Scalars['String']['output']>;
  /** When it was handed to the mail server; null when not (yet) sent. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** The subject line. */
  subject: Scalars['String']['output'];
  /** The plain-text body. */
  text: Scalars['String']['output'];
  /** The recipient's address. */
  to: Scalars['String']['output'];
};

/**
 * A page of sent e-mails: the edges, whether more pages exist, the total and the cursors of numbered
 * pages.
 */
export type SentEmailConnection = {
  __typename?: 'SentEmailConnection';
  /** The sent e-mails of this page in the list's order, each with its cursor. */
  edges: Array<SentEmailEdge>;
  /** Whether pages come before or after this one, and the cursors of its first and last edge. */
  pageInfo: PageInfo;
  /** How many sent e-mails the list holds in all, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** One sent e-mail of a page, with its cursor. */
export type SentEmailEdge = {
  __typename?: 'SentEmailEdge';
  /** Opaque cursor of this edge: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The sent e-mail. */
  node: SentEmail;
};

/**
 * A logged-in session: send the access token as `Authorization: Bearer <token>` (HTTP) or as
 * connection_init {accessToken} (graphql-ws).
 */
export type Session = {
  __typename?: 'Session';
  /** The short-lived bearer token (15 minutes by default). */
  accessToken: Scalars['String']['output'];
  /** When the access token expires; refresh before then. */
  expiresAt: Scalars['DateTime']['output'];
  /** The marketplace the session belongs to (the api's marketPlaceId). */
  marketPlaceId: Scalars['Int']['output'];
  /** The token that refreshSession trades for a new session; single use. */
  refreshToken: Scalars['String']['output'];
};

/** The review decision on a company. */
export type SetCompanyStatusInput = {
  /** Global id of the Company. */
  companyId: Scalars['ID']['input'];
  /** ACCEPTED, PENDING (back in review) or REJECTED. */
  status: CompanyStatus;
};

/** What reviewers checked of a company. */
export type SetCompanyValidationsInput = {
  /** Global id of the Company. */
  companyId: Scalars['ID']['input'];
  /** The legal name was checked. */
  companyName: Scalars['Boolean']['input'];
  /** The dealer license was checked. */
  dealerLicense: Scalars['Boolean']['input'];
  /** The tax id was checked. */
  taxid: Scalars['Boolean']['input'];
};

/** The e-mail notification preference to set. */
export type SetEmailNotificationsInput = {
  /** True to receive e-mail notifications, false to stop them. */
  acceptEmail: Scalars['Boolean']['input'];
  /** The token of an e-mail link; without it the logged-in viewer's preference changes. */
  token?: InputMaybe<Scalars['String']['input']>;
};

/** The preference as it is now, or why it was refused. */
export type SetEmailNotificationsPayload = {
  __typename?: 'SetEmailNotificationsPayload';
  /** The preference as it is now; null when refused. */
  preference?: Maybe<NotificationPreference>;
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
};

/** The user to deactivate or activate. */
export type SetUserStatusInput = {
  /** ACTIVE to let the user log in again, INACTIVE to end its sessions and refuse its logins. */
  status: UserStatus;
  /** Global id of the User. */
  userId: Scalars['ID']['input'];
};

/** The new status dot of a check, condition report or note. */
export type SetVehicleRecordStatusInput = {
  /** Global id of a Check, ConditionReport or Note. */
  id: Scalars['ID']['input'];
  /** Green (true) or red (false). */
  status: Scalars['Boolean']['input'];
};

/** The record as it is now, or why the change was refused. */
export type SetVehicleRecordStatusPayload = {
  __typename?: 'SetVehicleRecordStatusPayload';
  /** The record with its new status; null when refused. */
  record?: Maybe<VehicleRecord>;
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
};

/** The status to set on a vehicle. */
export type SetVehicleStatusInput = {
  /** Draft, Ready To Sell or In Stock. */
  status: SettableVehicleStatus;
  /** Global id of the Vehicle. */
  vehicleId: Scalars['ID']['input'];
};

/** Statuses setVehicleStatus sets (Sold goes through sellVehicle, Inactive through deleteVehicle). */
export type SettableVehicleStatus =
  /** Keep as draft: staff only. */
  | 'Draft'
  /** Received in stock, and on sale. */
  | 'InStock'
  /** Complete: on sale from its release date (now when it has none). */
  | 'ReadyToSell';

/** The dealer sign-up form. */
export type SignUpInput = {
  /** Whether the dealer wants e-mail notifications. */
  acceptEmail: Scalars['Boolean']['input'];
  /** Whether the dealer wants text messages. */
  acceptSms: Scalars['Boolean']['input'];
  /** The e-mail to log in with; must not be taken. */
  email: Scalars['String']['input'];
  /** Office phone extension. */
  extension?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Mobile phone number. */
  mobileNumber?: InputMaybe<Scalars['String']['input']>;
  /** Office phone number, at least 10 digits. */
  officePhoneNumber: Scalars['String']['input'];
  /** The password to log in with, as the form's rules require. */
  password: Scalars['String']['input'];
};

/** Whether the account was created. */
export type SignUpPayload = {
  __typename?: 'SignUpPayload';
  /** True when the account was created and the confirmation e-mail queued. */
  ok: Scalars['Boolean']['output'];
  /** userErrors carry code EMAIL_TAKEN with 'This email has already been taken' for a used e-mail. */
  userErrors: Array<UserError>;
};

/** Which way a list is sorted. */
export type SortDirection =
  /** Ascending: A to Z, smallest first. */
  | 'ASC'
  /** Descending: Z to A, largest first. */
  | 'DESC';

/**
 * Live events over graphql-ws (connection_init {accessToken}). Each event carries whole objects as
 * the subscriber may see them, so Relay updates its store without a refetch, and a cursor: pass the
 * last cursor seen as `after` when resubscribing and nothing that happened in between is lost.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** Offer notifications addressed to the viewer as they are created, with its badge count. */
  notificationEvents: NotificationEvent;
  /**
   * Offers made, countered, accepted or expired: on one vehicle, or on every vehicle when vehicleId
   * is null. A dealer receives its own negotiations only; an agent those on its vehicles.
   */
  offerEvents: OfferEvent;
  /**
   * A vehicle changed as the viewer sees it (sold, price, status, current offer): on the given
   * vehicles, or on every vehicle when vehicleIds is null. Guests may subscribe.
   */
  vehicleChanged: VehicleChangedEvent;
  /**
   * How far the api is with a bulk file the viewer uploaded (the token of createUpload): one event
   * per stage and every few hundred rows. FORBIDDEN for staff who may not import.
   */
  vehicleImportProgress: VehicleImportProgress;
  /**
   * Back office (super admins and admins; FORBIDDEN for others): checks, condition reports and
   * notes added to, or changed on, the given vehicles (every vehicle when vehicleIds is null), with
   * the vehicle as it is now so that counts and icons follow.
   */
  vehicleRecordsChanged: VehicleRecordEvent;
  /**
   * The viewer itself changed: its company was accepted, rejected or assigned, or it was
   * deactivated (the subscription then ends with UNAUTHENTICATED). Pages showing prices or offer
   * buttons follow without a reload. Logged-in viewers only.
   */
  viewerChanged: ViewerChangedEvent;
};


/**
 * Live events over graphql-ws (connection_init {accessToken}). Each event carries whole objects as
 * the subscriber may see them, so Relay updates its store without a refetch, and a cursor: pass the
 * last cursor seen as `after` when resubscribing and nothing that happened in between is lost.
 */
export type SubscriptionNotificationEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Live events over graphql-ws (connection_init {accessToken}). Each event carries whole objects as
 * the subscriber may see them, so Relay updates its store without a refetch, and a cursor: pass the
 * last cursor seen as `after` when resubscribing and nothing that happened in between is lost.
 */
export type SubscriptionOfferEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Live events over graphql-ws (connection_init {accessToken}). Each event carries whole objects as
 * the subscriber may see them, so Relay updates its store without a refetch, and a cursor: pass the
 * last cursor seen as `after` when resubscribing and nothing that happened in between is lost.
 */
export type SubscriptionVehicleChangedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  vehicleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/**
 * Live events over graphql-ws (connection_init {accessToken}). Each event carries whole objects as
 * the subscriber may see them, so Relay updates its store without a refetch, and a cursor: pass the
 * last cursor seen as `after` when resubscribing and nothing that happened in between is lost.
 */
export type SubscriptionVehicleImportProgressArgs = {
  upload: Scalars['String']['input'];
};


/**
 * Live events over graphql-ws (connection_init {accessToken}). Each event carries whole objects as
 * the subscriber may see them, so Relay updates its store without a refetch, and a cursor: pass the
 * last cursor seen as `after` when resubscribing and nothing that happened in between is lost.
 */
export type SubscriptionVehicleRecordsChangedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  vehicleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/**
 * Live events over graphql-ws (connection_init {accessToken}). Each event carries whole objects as
 * the subscriber may see them, so Relay updates its store without a refetch, and a cursor: pass the
 * last cursor seen as `after` when resubscribing and nothing that happened in between is lost.
 */
export type SubscriptionViewerChangedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
};

/** A vehicle's transmission. */
export type Transmission =
  /** Automatic. */
  | 'Automatic'
  /** Continuously variable (CVT). */
  | 'CVT'
  /** Manual. */
  | 'Manual';

/** An agent's person fields. */
export type UpdateAgentInput = {
  /** The e-mail the agent logs in with; must not be another user's. */
  email: Scalars['String']['input'];
  /** Office phone extension. */
  extension?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Mobile phone number. */
  mobileNumber?: InputMaybe<Scalars['String']['input']>;
  /** The short name staff know the agent by. */
  nickname?: InputMaybe<Scalars['String']['input']>;
  /** Office phone number, at least 10 digits. */
  officePhoneNumber: Scalars['String']['input'];
  /** Global id of the agent (User). */
  userId: Scalars['ID']['input'];
};

/** The admin users pages' company form; field names are the form's. */
export type UpdateCompanyInput = {
  /** Second address line. */
  addressLine2?: InputMaybe<Scalars['String']['input']>;
  /** E-mail for invoices. */
  billingContactEmail?: InputMaybe<Scalars['String']['input']>;
  /** Who receives invoices. */
  billingContactName?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Commercial (trade) name. */
  commercialName: Scalars['String']['input'];
  /** Global id of the Company. */
  companyId: Scalars['ID']['input'];
  /** Legal name. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Dealer license number. */
  dealerLicense?: InputMaybe<Scalars['String']['input']>;
  /** UsAddress.stateId of the picked address. */
  stateId?: InputMaybe<Scalars['ID']['input']>;
  /** Street address. */
  street?: InputMaybe<Scalars['String']['input']>;
  /** US tax id. */
  taxid?: InputMaybe<Scalars['String']['input']>;
  /** Web site address. */
  webSite?: InputMaybe<Scalars['String']['input']>;
  /** US ZIP code. */
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** A company user's person fields. */
export type UpdateCompanyUserInput = {
  /** The e-mail the user logs in with; must not be another user's. */
  email: Scalars['String']['input'];
  /** Office phone extension. */
  extension?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Mobile phone number. */
  mobileNumber?: InputMaybe<Scalars['String']['input']>;
  /** Office phone number, at least 10 digits. */
  officePhoneNumber: Scalars['String']['input'];
  /** Global id of a User of the viewer's company. */
  userId: Scalars['ID']['input'];
};

/** Only the fields given change; null clears trim, crUrl and releaseDate. */
export type UpdateVehicleInput = {
  /** The owning agent (an active agent). */
  agentId?: InputMaybe<Scalars['ID']['input']>;
  /** Exterior colour. */
  color?: InputMaybe<Scalars['String']['input']>;
  /** Cost in CAD, decimal text. */
  cost?: InputMaybe<Scalars['String']['input']>;
  /** Decimal text, 1 to 1,000,000; worked out as (cost + 2500) / fx when cost and fx are given. */
  costUsd?: InputMaybe<Scalars['String']['input']>;
  /** The condition report link; null clears it. */
  crUrl?: InputMaybe<Scalars['String']['input']>;
  /** The whole checklist: equipment not listed is removed. */
  equipment?: InputMaybe<Array<VehicleEquipment>>;
  /** CAD per USD, decimal text. */
  fx?: InputMaybe<Scalars['String']['input']>;
  /** An export location's name. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** Make, 2 to 50 characters. */
  make?: InputMaybe<Scalars['String']['input']>;
  /** Odometer reading in miles, 1 to 1,000,000. */
  miles?: InputMaybe<Scalars['Int']['input']>;
  /** Model, 2 to 50 characters. */
  model?: InputMaybe<Scalars['String']['input']>;
  /** Decimal text, 1 to 1,000,000. */
  price?: InputMaybe<Scalars['String']['input']>;
  /** The day it goes on sale to dealers, YYYY-MM-DD; null clears it. */
  releaseDate?: InputMaybe<Scalars['String']['input']>;
  /** The stock number; unique. */
  stockNumber?: InputMaybe<Scalars['String']['input']>;
  /** Transmission. */
  transmissionType?: InputMaybe<Transmission>;
  /** Trim level; null clears it. */
  trim?: InputMaybe<Scalars['String']['input']>;
  /** Global id of the Vehicle. */
  vehicleId: Scalars['ID']['input'];
  /** Model year, 1900 to 2050. */
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** The uploaded file of VINs and the status to set on them. */
export type UpdateVehicleStatusesInput = {
  /** The status every VIN of the file gets. */
  status: BulkVehicleStatus;
  /** The token of a SPREADSHEET upload whose bytes were PUT (a VIN column is enough). */
  upload: Scalars['String']['input'];
};

/** A short-lived, single-use ticket to upload one file. */
export type Upload = {
  __typename?: 'Upload';
  /** When the ticket stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The largest file the ticket takes, in bytes. */
  maxBytes: Scalars['Int']['output'];
  /** Single-use token naming the upload in the mutations that take it. */
  token: Scalars['String']['output'];
  /** Site-relative URL to PUT the bytes to, with the viewer's bearer token. */
  url: Scalars['String']['output'];
};

/** What kind of file an upload holds, which sets its size limit and accepted types. */
export type UploadKind =
  /** A vehicle photo (an image). */
  | 'PHOTO'
  /** A CSV or XLSX file of vehicles. */
  | 'SPREADSHEET';

/** A US city with its ZIP code and state, as the address pick offers it. */
export type UsAddress = {
  __typename?: 'UsAddress';
  /** The city. */
  city: Scalars['String']['output'];
  /** e.g. 'Plattsburgh, NY 12901' */
  label: Scalars['String']['output'];
  /** Two-letter state code. */
  state: Scalars['String']['output'];
  /** The state's id (us_state), as RegisterCompanyInput.stateId takes it. */
  stateId: Scalars['ID']['output'];
  /** The five-digit ZIP code. */
  zip: Scalars['String']['output'];
};

/**
 * A person: the viewer; a user of a back-office list the viewer may read (the admin users pages,
 * assign-company, agents, the client's own company users), with every field of the row; or the
 * author of a vehicle record, of whom only the name is shown. Fields the viewer may not read are
 * null (roles empty).
 */
export type User = Node & {
  __typename?: 'User';
  /** The viewer's own preference; null for anyone else. */
  acceptEmail?: Maybe<Scalars['Boolean']['output']>;
  /** The viewer's own preference; null for anyone else. */
  acceptSms?: Maybe<Scalars['Boolean']['output']>;
  /** The dealer's AuctionACCESS membership number (listed users). */
  auctionAccessNumber?: Maybe<Scalars['String']['output']>;
  /** The viewer's own company, or a listed user's; null for anyone else or without one. */
  company?: Maybe<Company>;
  /** When the account was created (listed users). */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The user's id in the REST api and its database: a positive integer. */
  databaseId: Scalars['Int']['output'];
  /** The viewer's own e-mail, or a listed user's; null for anyone else. */
  email?: Maybe<Scalars['String']['output']>;
  /** Office phone extension (listed users and the viewer). */
  extension?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** First and last name, as the product shows them. */
  fullName: Scalars['String']['output'];
  /** Opaque global id of the user (Node), for node(id:) and the mutations that name it. */
  id: Scalars['ID']['output'];
  /** True while an invited user has not set its password yet (listed users). */
  invitationPending?: Maybe<Scalars['Boolean']['output']>;
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Mobile phone number (listed users and the viewer). */
  mobileNumber?: Maybe<Scalars['String']['output']>;
  /** An agent's nickname, the short name staff know it by (listed users). */
  nickname?: Maybe<Scalars['String']['output']>;
  /** Office phone number as typed, e.g. '(555) 555-0100' (listed users and the viewer). */
  officePhoneNumber?: Maybe<Scalars['String']['output']>;
  /** The company a listed dealer user registered itself and that is not its own yet. */
  registeredCompany?: Maybe<Company>;
  /** The viewer's own roles, or a listed user's; empty for anyone else. */
  roles: Array<Role>;
  /** Where a listed dealer user stands; null for staff and unlisted users. */
  stage?: Maybe<DealerStage>;
  /** ACTIVE or INACTIVE (listed users; null otherwise). */
  status?: Maybe<UserStatus>;
};

/** A page of users: the edges, whether more pages exist, the total and the cursors of numbered pages. */
export type UserConnection = {
  __typename?: 'UserConnection';
  /** The users of this page in the list's order, each with its cursor. */
  edges: Array<UserEdge>;
  /**
   * The cursors of numbered pages (first, last, previous, next and those around this one), for a
   * numbered pager.
   */
  pageCursors: PageCursors;
  /** Whether pages come before or after this one, and the cursors of its first and last edge. */
  pageInfo: PageInfo;
  /** How many users the list holds in all, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** One user of a page, with its cursor. */
export type UserEdge = {
  __typename?: 'UserEdge';
  /** Opaque cursor of this edge: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The user. */
  node: User;
};

/** Input the user can fix; field names equal the form's field names. */
export type UserError = {
  __typename?: 'UserError';
  /** A stable machine code (e.g. EMAIL_TAKEN, INVALID_AMOUNT): branch on it, never on the message. */
  code: Scalars['String']['output'];
  /**
   * The input field the message is about, named as the form names it; null when it is about the whole
   * input.
   */
  field?: Maybe<Scalars['String']['output']>;
  /** The text to show the user, as the specification words it. */
  message: Scalars['String']['output'];
};

/** The admin users pages: Pending (/admin/users/registry), Active (validate), Rejected. */
export type UserListKind =
  /** Dealer users whose company is accepted. */
  | 'ACTIVE'
  /** Dealer users whose company waits for review. */
  | 'PENDING'
  /** Dealer users who were rejected, or whose company was. */
  | 'REJECTED';

/** A user as it is now, or why the change was refused. */
export type UserPayload = {
  __typename?: 'UserPayload';
  /** True when the invitation e-mail of a new user went out (the user exists either way). */
  invitationSent?: Maybe<Scalars['Boolean']['output']>;
  /** The user as it is now; null when refused. */
  user?: Maybe<User>;
  /** For a new user: its edge, for @prependEdge. */
  userEdge?: Maybe<UserEdge>;
  /**
   * Input the user can fix, each with the input field, the message to show and a stable code; empty
   * when it succeeded.
   */
  userErrors: Array<UserError>;
};

/** Whether a user account may log in. */
export type UserStatus =
  /** May log in. */
  | 'ACTIVE'
  /** Deactivated: cannot log in, and its sessions ended. */
  | 'INACTIVE';

/**
 * A used vehicle imported from Canada, as the viewer may see it: dealers and guests see what is on
 * sale (prices only when Viewer.canSeePrices); staff fields are null for everyone but staff.
 */
export type Vehicle = Node & {
  __typename?: 'Vehicle';
  /** Staff only: the owning agent. */
  agent?: Maybe<Agent>;
  /**
   * Back office (super admins and admins): the checks recorded on this vehicle, newest first, 10 a
   * page. totalCount alone costs no call when the vehicle came from Query.vehicleTable.
   */
  checks: CheckConnection;
  /** Exterior colour. */
  color?: Maybe<Scalars['String']['output']>;
  /** The vehicle's current condition report links (status true), as dealers may download them. */
  conditionReportLinks: Array<ConditionReportLink>;
  /** Back office (super admins and admins): the vehicle's condition reports, newest first. */
  conditionReports: ConditionReportConnection;
  /** Staff only: what the vehicle cost in Canada, in CAD (as UpdateVehicleInput.cost). */
  cost?: Maybe<Money>;
  /** Staff only: the cost in USD, (cost + 2500) / fx; 0 when the cost is 0. */
  costUsd?: Maybe<Money>;
  /** The link to the vehicle's condition report given at intake; null when none. */
  crUrl?: Maybe<Scalars['String']['output']>;
  /** Photos of the vehicle's damage. */
  damagePhotos: Array<DamagePhoto>;
  /** The vehicle's id in the REST api and its database: a positive integer. */
  databaseId: Scalars['Int']['output'];
  /** When the vehicle was received in stock; null until then. */
  dateReceived?: Maybe<Scalars['DateTime']['output']>;
  /** The registry's equipment checklist: the equipment the vehicle has. */
  equipment: Array<VehicleEquipment>;
  /** The export location the vehicle is at, with its address and map link; null when unknown. */
  exportLocation?: Maybe<ExportLocation>;
  /** Final sale price of a sold vehicle: staff, and the dealer who bought it. */
  finalPrice?: Maybe<Money>;
  /** Staff only: exchange rate CAD per USD, as a decimal string. */
  fx?: Maybe<Scalars['String']['output']>;
  /**
   * The pending-offer dot: a dealer's latest offer is newer than staff's latest (staff must answer),
   * or for a dealer, staff's latest offer is newer than its own (the dealer must answer).
   */
  hasPendingOffer: Scalars['Boolean']['output'];
  /**
   * The highest dealer offer on the vehicle that the viewer may see (staff: every dealer's; a dealer:
   * its own); null when none.
   */
  highestOffer?: Maybe<OfferSnapshot>;
  /** Opaque global id of the vehicle (Node), for node(id:) and the mutations that name it. */
  id: Scalars['ID']['output'];
  /** The newest offer the viewer may see, from either side; null when none. */
  lastOffer?: Maybe<OfferSnapshot>;
  /** The newest staff offer the viewer may see; null when none. */
  lastOfferAdmin?: Maybe<OfferSnapshot>;
  /** The newest dealer offer the viewer may see; null when none. */
  lastOfferUser?: Maybe<OfferSnapshot>;
  /** The name of the export location the vehicle is at. */
  location?: Maybe<Scalars['String']['output']>;
  /** Odometer reading in miles; null until set. */
  miles?: Maybe<Scalars['Int']['output']>;
  /**
   * Staff: the fields a vehicle still lacks before it may be Ready To Sell (empty when complete);
   * empty for anyone else.
   */
  missingForSale: Array<VehicleSaleField>;
  /** Back office (super admins and admins): the vehicle's notes, newest first. */
  notes: NoteConnection;
  /**
   * The negotiations on this vehicle the viewer may see, newest activity first: staff see every
   * dealer's (an agent on its own vehicles), a dealer only its own; empty for guests.
   */
  offerChains: Array<OfferChain>;
  /**
   * A dealer viewer's own latest offer with the state of its negotiation; null for staff, guests and
   * dealers without one.
   */
  offerClient?: Maybe<ClientOffer>;
  /** The vehicle's photos: those staff uploaded and the source inventory's images. */
  photos: Array<Photo>;
  /** Selling price in USD: null unless the viewer may see prices and a price exists. */
  price?: Maybe<Money>;
  /** Base64 of the database id: the parameter of the public view /public/vehicle/{publicId}. */
  publicId: Scalars['String']['output'];
  /** Staff only: release date register + 3 days. */
  publishUntil?: Maybe<Scalars['DateTime']['output']>;
  /** Staff only: whether the price is shown to dealers (the edit screen's price save). */
  published?: Maybe<Scalars['Boolean']['output']>;
  /** When staff registered the vehicle. */
  registerDate?: Maybe<Scalars['DateTime']['output']>;
  /** When the vehicle goes (or went) on sale to dealers; null when not set. */
  releaseDate?: Maybe<Scalars['DateTime']['output']>;
  /** When staff marked the vehicle Ready To Sell; null while Draft. */
  releaseDateInReady?: Maybe<Scalars['DateTime']['output']>;
  /** Staff only: when the vehicle was entered for release (publishUntil counts from it). */
  releaseDateRegister?: Maybe<Scalars['DateTime']['output']>;
  /** Staff only: the lowest price staff mean to accept, in USD; never shown to dealers. */
  reservedPrice?: Maybe<Money>;
  /** The sale of a sold vehicle; null when not sold. */
  sale?: Maybe<VehicleSale>;
  /** Where the vehicle stands (Draft, Ready To Sell, In Stock, Sold, Inactive). */
  status: VehicleStatus;
  /** The stock number staff gave it; null until set. */
  stockNumber?: Maybe<Scalars['String']['output']>;
  /** Year, make and model. */
  title: Scalars['String']['output'];
  /** What a buyer pays: price + buyer fee ($350) + PSI ($100). Null when price is null. */
  totalPrice?: Maybe<Money>;
  /** Identifier from the source inventory system. */
  vehicleId?: Maybe<Scalars['String']['output']>;
  /** An admin or the owning agent, and the vehicle is not Inactive. */
  viewerCanEdit: Scalars['Boolean']['output'];
  /** The dealer viewer's own negotiation on this vehicle, null when it has none (and for staff). */
  viewerOfferChain?: Maybe<OfferChain>;
  /** The 17-character VIN. */
  vin: Scalars['String']['output'];
  /** What the VIN decodes to (make, model, year, trim...), as staff corrected it. */
  vinNumber: VinData;
  /** Staff only: the vehicle has an open work order. */
  workOrder?: Maybe<Scalars['Boolean']['output']>;
};


/**
 * A used vehicle imported from Canada, as the viewer may see it: dealers and guests see what is on
 * sale (prices only when Viewer.canSeePrices); staff fields are null for everyone but staff.
 */
export type VehicleChecksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A used vehicle imported from Canada, as the viewer may see it: dealers and guests see what is on
 * sale (prices only when Viewer.canSeePrices); staff fields are null for everyone but staff.
 */
export type VehicleConditionReportsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A used vehicle imported from Canada, as the viewer may see it: dealers and guests see what is on
 * sale (prices only when Viewer.canSeePrices); staff fields are null for everyone but staff.
 */
export type VehicleNotesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A vehicle changed as the subscriber sees it. */
export type VehicleChangedEvent = {
  __typename?: 'VehicleChangedEvent';
  /** This event's place in the live stream: pass it as `after` when resubscribing. */
  cursor: Scalars['String']['output'];
  /** The vehicle as it is now. */
  vehicle: Vehicle;
};

/**
 * A page of vehicles: the edges, whether more pages exist, the total and the cursors of numbered
 * pages.
 */
export type VehicleConnection = {
  __typename?: 'VehicleConnection';
  /** The vehicles of this page in the list's order, each with its cursor. */
  edges: Array<VehicleEdge>;
  /**
   * The cursors of numbered pages (first, last, previous, next and those around this one), for a
   * numbered pager.
   */
  pageCursors: PageCursors;
  /** Whether pages come before or after this one, and the cursors of its first and last edge. */
  pageInfo: PageInfo;
  /** How many vehicles the list holds in all, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** One vehicle of a page, with its cursor. */
export type VehicleEdge = {
  __typename?: 'VehicleEdge';
  /** Opaque cursor of this edge: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The vehicle. */
  node: Vehicle;
};

/** A piece of equipment of the registry's checklist. */
export type VehicleEquipment =
  /** Air conditioning. */
  | 'airConditioning'
  /** Alarm. */
  | 'alarm'
  /** Alloy wheels. */
  | 'alloyWheels'
  /** Bluetooth. */
  | 'bluetooth'
  /** Dual climate control. */
  | 'dualClimateControl'
  /** Entertainment package. */
  | 'entertainmentPackage'
  /** Fog lights. */
  | 'fogLights'
  /** Heated mirrors. */
  | 'heatedMirrors'
  /** Heated seats. */
  | 'heatedSeats'
  /** Keyless entry. */
  | 'keylessEntry'
  /** Leather seats. */
  | 'leatherSeats'
  /** Memory seats. */
  | 'memorySeats'
  /** Navigation system. */
  | 'navigationSystem'
  /** Power locks. */
  | 'powerLocks'
  /** Power mirrors. */
  | 'powerMirrors'
  /** Power seats. */
  | 'powerSeats'
  /** Power windows. */
  | 'powerWindows'
  /** Stability control. */
  | 'stabilityControl'
  /** Sunroof. */
  | 'sunroof'
  /** Tow package. */
  | 'towPackage'
  /** Xenon headlights. */
  | 'xenonHeadlights';

/** Catalogue filters; empty values are ignored. Price filters apply only where prices are visible. */
export type VehicleFilter = {
  /** Staff only: global id of the owning agent. */
  agent?: InputMaybe<Scalars['ID']['input']>;
  /** Only vehicles on sale now: released, Ready To Sell or In Stock. */
  availableInMarketplace?: InputMaybe<Scalars['Boolean']['input']>;
  /** Staff only: every status. */
  fullInventory?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name of an export location. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** Makes (any of them). */
  make?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Odometer miles from (inclusive). */
  milesFrom?: InputMaybe<Scalars['Int']['input']>;
  /** Odometer miles up to (inclusive). */
  milesTo?: InputMaybe<Scalars['Int']['input']>;
  /** Models (any of them). */
  model?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Staff only: vehicles that have no selling price yet. */
  needPricing?: InputMaybe<Scalars['Boolean']['input']>;
  /** Include vehicles whose release date is still to come (default true). */
  noPublished?: InputMaybe<Scalars['Boolean']['input']>;
  /** Selling price from, in whole USD (inclusive). */
  priceFrom?: InputMaybe<Scalars['Int']['input']>;
  /** Selling price up to, in whole USD (inclusive). */
  priceTo?: InputMaybe<Scalars['Int']['input']>;
  /** Include vehicles whose release date has passed (default true). */
  published?: InputMaybe<Scalars['Boolean']['input']>;
  /** Released on or after this time. */
  releaseDateFrom?: InputMaybe<Scalars['DateTime']['input']>;
  /** Released on or before this time. */
  releaseDateTo?: InputMaybe<Scalars['DateTime']['input']>;
  /** Staff only: sold on or after this time. */
  saleDateFrom?: InputMaybe<Scalars['DateTime']['input']>;
  /** Staff only: sold on or before this time. */
  saleDateTo?: InputMaybe<Scalars['DateTime']['input']>;
  /** Stock number, VIN, make or model text. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Staff only: these statuses (any of them). */
  status?: InputMaybe<Array<VehicleStatus>>;
  /** A transmission: Manual, Automatic or CVT. */
  transmissionType?: InputMaybe<Scalars['String']['input']>;
  /** A trim. */
  trim?: InputMaybe<Scalars['String']['input']>;
  /** Text searched in the VIN. */
  vinNumber?: InputMaybe<Scalars['String']['input']>;
  /** Model year from (inclusive). */
  yearFrom?: InputMaybe<Scalars['Int']['input']>;
  /** Model year up to (inclusive). */
  yearTo?: InputMaybe<Scalars['Int']['input']>;
};

/** The values the catalogue filters offer. */
export type VehicleFilterOptions = {
  __typename?: 'VehicleFilterOptions';
  /** The makes of the catalogue. */
  makes: Array<Scalars['String']['output']>;
  /** The models of the chosen makes (of every make when none is chosen). */
  models: Array<Scalars['String']['output']>;
  /** The trims of the chosen makes and models. */
  trims: Array<Scalars['String']['output']>;
};

/** How far the api is with a bulk file, for a progress bar. */
export type VehicleImportProgress = {
  __typename?: 'VehicleImportProgress';
  /** Rows done within the stage. */
  done: Scalars['Int']['output'];
  /** The stage being worked on. */
  stage: BulkStage;
  /** Rows the stage has to do. */
  total: Scalars['Int']['output'];
  /** The upload token of the file. */
  upload: Scalars['String']['output'];
};

/** A part of a vehicle that a photo may show. */
export type VehiclePart = {
  __typename?: 'VehiclePart';
  /** The part's id in the REST api and its database. */
  databaseId: Scalars['Int']['output'];
  /** Opaque id of the part, as assignVehiclePhoto takes it (not a Node). */
  id: Scalars['ID']['output'];
  /** The part's name, as staff pick it for a photo. */
  name: Scalars['String']['output'];
};

/** The changed vehicle as the viewer sees it, or the reasons it was refused. */
export type VehiclePayload = {
  __typename?: 'VehiclePayload';
  /** Input the user can fix, with the api's texts and codes (field names of the input). */
  userErrors: Array<UserError>;
  /** The vehicle as it is now; null when refused. */
  vehicle?: Maybe<Vehicle>;
};

/** A check, condition report or note that staff keep on a vehicle. */
export type VehicleRecord = {
  /** The staff member who recorded it (null if that user no longer exists). */
  author?: Maybe<User>;
  /** When it was recorded. */
  createdAt: Scalars['DateTime']['output'];
  /** The record's id in the REST api and its database: a positive integer. */
  databaseId: Scalars['Int']['output'];
  /**
   * Opaque global id of the record (Node), as mutations name it; node(id:) answers null for it, since
   * the api lists records only in pages.
   */
  id: Scalars['ID']['output'];
  /**
   * The status dot (docs/decisions.md): green (true) when in force, red (false) when a check was
   * voided or bounced, a report superseded, a note outdated.
   */
  status: Scalars['Boolean']['output'];
  /** Global id of the vehicle. */
  vehicleId: Scalars['ID']['output'];
};

/** A check, condition report or note added to a vehicle or changed. */
export type VehicleRecordEvent = {
  __typename?: 'VehicleRecordEvent';
  /** true when the record was just added, false when its status changed. */
  created: Scalars['Boolean']['output'];
  /** This event's place in the live stream: pass it as `after` when resubscribing. */
  cursor: Scalars['String']['output'];
  /** Which kind of record. */
  kind: VehicleRecordKind;
  /** The record as it is now. */
  record: VehicleRecord;
  /** The vehicle as it is now (its checks, conditionReports and notes counts included). */
  vehicle: Vehicle;
};

/** Which kind of vehicle record. */
export type VehicleRecordKind =
  /** A payment check. */
  | 'CHECK'
  /** A condition report link. */
  | 'CONDITION_REPORT'
  /** A note. */
  | 'NOTE';

/** The sale of a sold vehicle. */
export type VehicleSale = {
  __typename?: 'VehicleSale';
  /** Staff only: the dealer user who bought it. */
  buyer?: Maybe<SaleBuyer>;
  /** Staff only: what the seller actually received. */
  receivedPrice?: Maybe<Money>;
  /** When the sale was recorded. */
  registerDate: Scalars['DateTime']['output'];
  /** The price the vehicle sold for, in USD; null when the viewer may not see prices. */
  salePrice?: Maybe<Money>;
};

/** A field a vehicle needs before it may be Ready To Sell. */
export type VehicleSaleField =
  /** The colour. */
  | 'color'
  /** The cost in USD. */
  | 'costUsd'
  /** The export location. */
  | 'location'
  /** The make. */
  | 'make'
  /** The odometer miles. */
  | 'miles'
  /** The model. */
  | 'model'
  /** The selling price. */
  | 'price'
  /** The stock number. */
  | 'stockNumber'
  /** The owning agent. */
  | 'userId'
  /** The model year. */
  | 'year';

/** Where a vehicle stands in the back office and on sale. */
export type VehicleStatus =
  /** Registered by staff, not complete or not released yet: staff only. */
  | 'Draft'
  /** Received in stock and on sale. */
  | 'InStock'
  /** Deleted by staff: off sale and no longer editable. */
  | 'Inactive'
  /** Complete and on sale to dealers once its release date has passed. */
  | 'ReadyToSell'
  /** Sold to a dealer (by an accepted offer, Buy Now or staff's sale record). */
  | 'Sold';

/** How the vehicle table is sorted. */
export type VehicleTableOrder = {
  /** The direction; ascending by default. */
  direction?: InputMaybe<SortDirection>;
  /** The column. */
  field: VehicleTableSortField;
};

/** A column the vehicle table sorts by. */
export type VehicleTableSortField =
  /** The agent's last name, then first name. */
  | 'AGENT'
  /** The stock number. */
  | 'STOCK_NUMBER'
  /** The VIN. */
  | 'VIN';

/** Who is asking and what it may do: a logged-in user's roles, company status and badges, or a guest. */
export type Viewer = {
  __typename?: 'Viewer';
  /**
   * A dealer's vehicles with an active negotiation (the Active Offers tab's badge is the dealer's
   * offerNotificationCount); 0 for others.
   */
  activeOfferCount: Scalars['Int']['output'];
  /** Prices are shown to staff and to dealers of an accepted company. */
  canSeePrices: Scalars['Boolean']['output'];
  /** Status of the user's dealer company, null without one (and for staff). */
  companyStatus?: Maybe<CompanyStatus>;
  /** Where the viewer lands after login: the list of its first role, '/' for a guest. */
  homeRoute: Scalars['String']['output'];
  /** True when a valid access token came with the request. */
  isLoggedIn: Scalars['Boolean']['output'];
  /** True for super admins, admins, agents and reviewers. */
  isStaff: Scalars['Boolean']['output'];
  /**
   * The viewer's badge count of unread offer notifications: for admins and agents (the nav's Offers
   * button) the dealers' offers and counter-offers waiting for an answer; for a dealer (the Active
   * Offers tab) all of its own. 0 for everyone else.
   */
  offerNotificationCount: Scalars['Int']['output'];
  /** The user's roles in order; the first decides the home route. */
  roles: Array<Role>;
  /** The logged-in user, null for a guest. */
  user?: Maybe<User>;
};

/** Why the viewer changed. */
export type ViewerChangeReason =
  /** A reviewer gave it a company. */
  | 'COMPANY_ASSIGNED'
  /** Its company was accepted, put back in review or rejected. */
  | 'COMPANY_STATUS'
  /** A reviewer rejected it. */
  | 'USER_REJECTED'
  /** It was deactivated or activated. */
  | 'USER_STATUS';

/** The subscriber's own account changed. */
export type ViewerChangedEvent = {
  __typename?: 'ViewerChangedEvent';
  /** This event's place in the live stream: pass it as `after` when resubscribing. */
  cursor: Scalars['String']['output'];
  /** Why it changed. */
  reason: ViewerChangeReason;
  /** The viewer as it is now (its company status, canSeePrices). */
  viewer: Viewer;
};

/** Data decoded from the VIN. */
export type VinData = {
  __typename?: 'VinData';
  /** Number of doors. */
  doors?: Maybe<Scalars['Int']['output']>;
  /** Drive type, e.g. 'FWD'. */
  driveType?: Maybe<Scalars['String']['output']>;
  /** Engine description. */
  engine?: Maybe<Scalars['String']['output']>;
  /** Country of manufacture. */
  madeIn?: Maybe<Scalars['String']['output']>;
  /** City of manufacture. */
  madeInCity?: Maybe<Scalars['String']['output']>;
  /** Make, e.g. 'Honda'. */
  make?: Maybe<Scalars['String']['output']>;
  /** Model, e.g. 'Civic'. */
  model?: Maybe<Scalars['String']['output']>;
  /** Options text of the decoder or staff. */
  options?: Maybe<Scalars['String']['output']>;
  /** Body style text. */
  style?: Maybe<Scalars['String']['output']>;
  /** Transmission: Manual, Automatic or CVT. */
  transmissionType?: Maybe<Scalars['String']['output']>;
  /** Trim level, e.g. 'EX'. */
  trim?: Maybe<Scalars['String']['output']>;
  /** Vehicle type, e.g. 'Passenger Car'. */
  vehicleType?: Maybe<Scalars['String']['output']>;
  /** The 17-character VIN. */
  vinNumber: Scalars['String']['output'];
  /** Model year. */
  year?: Maybe<Scalars['Int']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Node:
    | ( AccessTokenDto )
    | ( AgentModel )
    | ( CheckDto )
    | ( CompanyModel )
    | ( ConditionalReportDto )
    | ( NoteDto )
    | ( OfferNotificationDto )
    | ( OfferModel )
    | ( OfferChainModel )
    | ( OutboxMessageDto )
    | ( UserModel )
    | ( VehicleModel )
  ;
  VehicleRecord:
    | ( CheckDto )
    | ( ConditionalReportDto )
    | ( NoteDto )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptOfferInput: AcceptOfferInput;
  AccessToken: ResolverTypeWrapper<AccessTokenDto>;
  AccessTokenConnection: ResolverTypeWrapper<AccessTokenPageModel>;
  AccessTokenEdge: ResolverTypeWrapper<AccessTokenEdgeModel>;
  AccessTokenScope: AccessTokenScope;
  AddCheckInput: AddCheckInput;
  AddCheckPayload: ResolverTypeWrapper<Omit<AddCheckPayload, 'checkEdge' | 'vehicle'> & { checkEdge?: Maybe<ResolversTypes['CheckEdge']>, vehicle?: Maybe<ResolversTypes['Vehicle']> }>;
  AddConditionReportInput: AddConditionReportInput;
  AddConditionReportPayload: ResolverTypeWrapper<Omit<AddConditionReportPayload, 'conditionReportEdge' | 'vehicle'> & { conditionReportEdge?: Maybe<ResolversTypes['ConditionReportEdge']>, vehicle?: Maybe<ResolversTypes['Vehicle']> }>;
  AddNoteInput: AddNoteInput;
  AddNotePayload: ResolverTypeWrapper<Omit<AddNotePayload, 'noteEdge' | 'vehicle'> & { noteEdge?: Maybe<ResolversTypes['NoteEdge']>, vehicle?: Maybe<ResolversTypes['Vehicle']> }>;
  Agent: ResolverTypeWrapper<AgentModel>;
  AssignCompanyInput: AssignCompanyInput;
  AssignVehicleAgentInput: AssignVehicleAgentInput;
  AssignVehicleAgentPayload: ResolverTypeWrapper<Omit<AssignVehicleAgentPayload, 'vehicle'> & { vehicle?: Maybe<ResolversTypes['Vehicle']> }>;
  AssignVehiclePhotoInput: AssignVehiclePhotoInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkFilePayload: ResolverTypeWrapper<BulkFilePayload>;
  BulkFileReport: ResolverTypeWrapper<BulkFileReport>;
  BulkRow: ResolverTypeWrapper<BulkRow>;
  BulkRowOutcome: BulkRowOutcome;
  BulkStage: BulkStage;
  BulkVehicleStatus: BulkVehicleStatus;
  BuyVehicleInput: BuyVehicleInput;
  Check: ResolverTypeWrapper<CheckDto>;
  CheckConnection: ResolverTypeWrapper<CheckConnectionModel>;
  CheckEdge: ResolverTypeWrapper<CheckEdgeModel>;
  CheckHigherOfferInput: CheckHigherOfferInput;
  CheckHigherOfferPayload: ResolverTypeWrapper<CheckHigherOfferPayload>;
  ClientOffer: ResolverTypeWrapper<ClientOfferModel>;
  Company: ResolverTypeWrapper<CompanyModel>;
  CompanyChoice: CompanyChoice;
  CompanyPayload: ResolverTypeWrapper<Omit<CompanyPayload, 'company'> & { company?: Maybe<ResolversTypes['Company']> }>;
  CompanyStatus: CompanyStatus;
  CompanyValidations: ResolverTypeWrapper<CompanyValidationsDto>;
  CompanyVehicle: ResolverTypeWrapper<ClientVehicleRowDto>;
  CompanyVehicleConnection: ResolverTypeWrapper<CompanyVehiclePageModel>;
  CompanyVehicleEdge: ResolverTypeWrapper<CompanyVehicleEdgeModel>;
  CompanyVehicleOffer: ResolverTypeWrapper<CompanyVehicleOfferModel>;
  CompanyVehicleState: CompanyVehicleState;
  CompleteInvitationInput: CompleteInvitationInput;
  CompleteInvitationPayload: ResolverTypeWrapper<CompleteInvitationPayload>;
  ConditionReport: ResolverTypeWrapper<ConditionalReportDto>;
  ConditionReportConnection: ResolverTypeWrapper<ConditionReportConnectionModel>;
  ConditionReportEdge: ResolverTypeWrapper<ConditionReportEdgeModel>;
  ConditionReportLink: ResolverTypeWrapper<ConditionReportLink>;
  ContactUsInput: ContactUsInput;
  ContactUsPayload: ResolverTypeWrapper<ContactUsPayload>;
  CorporationType: CorporationType;
  CounterOfferInput: CounterOfferInput;
  CreateAccessTokenInput: CreateAccessTokenInput;
  CreateAccessTokenPayload: ResolverTypeWrapper<Omit<CreateAccessTokenPayload, 'accessToken' | 'accessTokenEdge'> & { accessToken?: Maybe<ResolversTypes['AccessToken']>, accessTokenEdge?: Maybe<ResolversTypes['AccessTokenEdge']> }>;
  CreateAgentInput: CreateAgentInput;
  CreateCompanyUserInput: CreateCompanyUserInput;
  CreateUploadInput: CreateUploadInput;
  CreateUploadPayload: ResolverTypeWrapper<CreateUploadPayload>;
  Currency: Currency;
  DamagePhoto: ResolverTypeWrapper<DamagePhotoModel>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DealerStage: DealerStage;
  DeleteDealerUserInput: DeleteDealerUserInput;
  DeleteDealerUserPayload: ResolverTypeWrapper<DeleteDealerUserPayload>;
  DeleteVehicleInput: DeleteVehicleInput;
  DeleteVehiclePhotoInput: DeleteVehiclePhotoInput;
  ExportLocation: ResolverTypeWrapper<ExportLocation>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportVehiclesInput: ImportVehiclesInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LinkStatus: ResolverTypeWrapper<LinkStatus>;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  LogoutInput: LogoutInput;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  MakeOfferInput: MakeOfferInput;
  MarkNotificationsReadInput: MarkNotificationsReadInput;
  MarkNotificationsReadPayload: ResolverTypeWrapper<Omit<MarkNotificationsReadPayload, 'notifications' | 'viewer'> & { notifications: Array<ResolversTypes['Notification']>, viewer: ResolversTypes['Viewer'] }>;
  MarkVehicleNotificationsReadInput: MarkVehicleNotificationsReadInput;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  Note: ResolverTypeWrapper<NoteDto>;
  NoteConnection: ResolverTypeWrapper<NoteConnectionModel>;
  NoteEdge: ResolverTypeWrapper<NoteEdgeModel>;
  Notification: ResolverTypeWrapper<OfferNotificationDto>;
  NotificationBuyer: ResolverTypeWrapper<NotificationBuyer>;
  NotificationConnection: ResolverTypeWrapper<NotificationPageModel>;
  NotificationEdge: ResolverTypeWrapper<NotificationEdgeModel>;
  NotificationEvent: ResolverTypeWrapper<Omit<NotificationEvent, 'notification' | 'viewer'> & { notification: ResolversTypes['Notification'], viewer: ResolversTypes['Viewer'] }>;
  NotificationKind: NotificationKind;
  NotificationPreference: ResolverTypeWrapper<NotificationValuesDto>;
  Offer: ResolverTypeWrapper<OfferModel>;
  OfferArrow: OfferArrow;
  OfferChain: ResolverTypeWrapper<OfferChainModel>;
  OfferChainState: OfferChainState;
  OfferDealer: ResolverTypeWrapper<OfferDealerModel>;
  OfferEvent: ResolverTypeWrapper<Omit<OfferEvent, 'chain' | 'offer' | 'vehicle' | 'viewer'> & { chain: ResolversTypes['OfferChain'], offer?: Maybe<ResolversTypes['Offer']>, vehicle: ResolversTypes['Vehicle'], viewer: ResolversTypes['Viewer'] }>;
  OfferEventType: OfferEventType;
  OfferListStatus: OfferListStatus;
  OfferPayload: ResolverTypeWrapper<Omit<OfferPayload, 'chain' | 'offer' | 'vehicle'> & { chain?: Maybe<ResolversTypes['OfferChain']>, offer?: Maybe<ResolversTypes['Offer']>, vehicle?: Maybe<ResolversTypes['Vehicle']> }>;
  OfferSide: OfferSide;
  OfferSnapshot: ResolverTypeWrapper<OfferSnapshotDto>;
  OfferStatus: OfferStatus;
  OfferVehicleConnection: ResolverTypeWrapper<VehiclePageModel>;
  OfferVehicleEdge: ResolverTypeWrapper<VehicleEdgeModel>;
  PageCursor: ResolverTypeWrapper<PageCursor>;
  PageCursors: ResolverTypeWrapper<PageCursors>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Photo: ResolverTypeWrapper<Photo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefreshSessionInput: RefreshSessionInput;
  RefreshSessionPayload: ResolverTypeWrapper<Omit<RefreshSessionPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  RegisterCompanyInput: RegisterCompanyInput;
  RegisterCompanyPayload: ResolverTypeWrapper<Omit<RegisterCompanyPayload, 'company'> & { company?: Maybe<ResolversTypes['Company']> }>;
  RegisterVehicleInput: RegisterVehicleInput;
  RegisterVehiclePayload: ResolverTypeWrapper<Omit<RegisterVehiclePayload, 'vehicle'> & { vehicle?: Maybe<ResolversTypes['Vehicle']> }>;
  Registration: ResolverTypeWrapper<RegistrationUserDto>;
  RejectDealerUserInput: RejectDealerUserInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  RevokeAccessTokenInput: RevokeAccessTokenInput;
  RevokeAccessTokenPayload: ResolverTypeWrapper<Omit<RevokeAccessTokenPayload, 'accessToken'> & { accessToken?: Maybe<ResolversTypes['AccessToken']> }>;
  Role: Role;
  SaleBuyer: ResolverTypeWrapper<SaleBuyer>;
  SaleBuyerOption: ResolverTypeWrapper<SaleBuyerOption>;
  SalePayload: ResolverTypeWrapper<Omit<SalePayload, 'chain' | 'vehicle'> & { chain?: Maybe<ResolversTypes['OfferChain']>, vehicle?: Maybe<ResolversTypes['Vehicle']> }>;
  SaveDealerInput: SaveDealerInput;
  SaveDealerPayload: ResolverTypeWrapper<Omit<SaveDealerPayload, 'company' | 'user'> & { company?: Maybe<ResolversTypes['Company']>, user?: Maybe<ResolversTypes['User']> }>;
  SaveReceivedPriceInput: SaveReceivedPriceInput;
  SaveVehiclePriceInput: SaveVehiclePriceInput;
  SellVehicleInput: SellVehicleInput;
  SendCompanyFormEmailInput: SendCompanyFormEmailInput;
  SendCompanyFormEmailPayload: ResolverTypeWrapper<SendCompanyFormEmailPayload>;
  SentEmail: ResolverTypeWrapper<OutboxMessageDto>;
  SentEmailConnection: ResolverTypeWrapper<SentEmailPageModel>;
  SentEmailEdge: ResolverTypeWrapper<SentEmailEdgeModel>;
  Session: ResolverTypeWrapper<Session>;
  SetCompanyStatusInput: SetCompanyStatusInput;
  SetCompanyValidationsInput: SetCompanyValidationsInput;
  SetEmailNotificationsInput: SetEmailNotificationsInput;
  SetEmailNotificationsPayload: ResolverTypeWrapper<Omit<SetEmailNotificationsPayload, 'preference'> & { preference?: Maybe<ResolversTypes['NotificationPreference']> }>;
  SetUserStatusInput: SetUserStatusInput;
  SetVehicleRecordStatusInput: SetVehicleRecordStatusInput;
  SetVehicleRecordStatusPayload: ResolverTypeWrapper<Omit<SetVehicleRecordStatusPayload, 'record'> & { record?: Maybe<ResolversTypes['VehicleRecord']> }>;
  SetVehicleStatusInput: SetVehicleStatusInput;
  SettableVehicleStatus: SettableVehicleStatus;
  SignUpInput: SignUpInput;
  SignUpPayload: ResolverTypeWrapper<SignUpPayload>;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Transmission: Transmission;
  UpdateAgentInput: UpdateAgentInput;
  UpdateCompanyInput: UpdateCompanyInput;
  UpdateCompanyUserInput: UpdateCompanyUserInput;
  UpdateVehicleInput: UpdateVehicleInput;
  UpdateVehicleStatusesInput: UpdateVehicleStatusesInput;
  Upload: ResolverTypeWrapper<Upload>;
  UploadKind: UploadKind;
  UsAddress: ResolverTypeWrapper<AddressSuggestionDto>;
  User: ResolverTypeWrapper<UserModel>;
  UserConnection: ResolverTypeWrapper<UserPageModel>;
  UserEdge: ResolverTypeWrapper<UserEdgeModel>;
  UserError: ResolverTypeWrapper<UserError>;
  UserListKind: UserListKind;
  UserPayload: ResolverTypeWrapper<Omit<UserPayload, 'user' | 'userEdge'> & { user?: Maybe<ResolversTypes['User']>, userEdge?: Maybe<ResolversTypes['UserEdge']> }>;
  UserStatus: UserStatus;
  Vehicle: ResolverTypeWrapper<VehicleModel>;
  VehicleChangedEvent: ResolverTypeWrapper<Omit<VehicleChangedEvent, 'vehicle'> & { vehicle: ResolversTypes['Vehicle'] }>;
  VehicleConnection: ResolverTypeWrapper<VehiclePageModel>;
  VehicleEdge: ResolverTypeWrapper<VehicleEdgeModel>;
  VehicleEquipment: VehicleEquipment;
  VehicleFilter: VehicleFilter;
  VehicleFilterOptions: ResolverTypeWrapper<VehicleFiltersDto>;
  VehicleImportProgress: ResolverTypeWrapper<VehicleImportProgress>;
  VehiclePart: ResolverTypeWrapper<VehiclePart>;
  VehiclePayload: ResolverTypeWrapper<Omit<VehiclePayload, 'vehicle'> & { vehicle?: Maybe<ResolversTypes['Vehicle']> }>;
  VehicleRecord: ResolverTypeWrapper<VehicleRecordDto>;
  VehicleRecordEvent: ResolverTypeWrapper<VehicleRecordEventModel>;
  VehicleRecordKind: VehicleRecordKind;
  VehicleSale: ResolverTypeWrapper<VehicleSaleModel>;
  VehicleSaleField: VehicleSaleField;
  VehicleStatus: VehicleStatus;
  VehicleTableOrder: VehicleTableOrder;
  VehicleTableSortField: VehicleTableSortField;
  Viewer: ResolverTypeWrapper<ViewerModel>;
  ViewerChangeReason: ViewerChangeReason;
  ViewerChangedEvent: ResolverTypeWrapper<ViewerChangedEventModel>;
  VinData: ResolverTypeWrapper<VinNumberDto>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptOfferInput: AcceptOfferInput;
  AccessToken: AccessTokenDto;
  AccessTokenConnection: AccessTokenPageModel;
  AccessTokenEdge: AccessTokenEdgeModel;
  AddCheckInput: AddCheckInput;
  AddCheckPayload: Omit<AddCheckPayload, 'checkEdge' | 'vehicle'> & { checkEdge?: Maybe<ResolversParentTypes['CheckEdge']>, vehicle?: Maybe<ResolversParentTypes['Vehicle']> };
  AddConditionReportInput: AddConditionReportInput;
  AddConditionReportPayload: Omit<AddConditionReportPayload, 'conditionReportEdge' | 'vehicle'> & { conditionReportEdge?: Maybe<ResolversParentTypes['ConditionReportEdge']>, vehicle?: Maybe<ResolversParentTypes['Vehicle']> };
  AddNoteInput: AddNoteInput;
  AddNotePayload: Omit<AddNotePayload, 'noteEdge' | 'vehicle'> & { noteEdge?: Maybe<ResolversParentTypes['NoteEdge']>, vehicle?: Maybe<ResolversParentTypes['Vehicle']> };
  Agent: AgentModel;
  AssignCompanyInput: AssignCompanyInput;
  AssignVehicleAgentInput: AssignVehicleAgentInput;
  AssignVehicleAgentPayload: Omit<AssignVehicleAgentPayload, 'vehicle'> & { vehicle?: Maybe<ResolversParentTypes['Vehicle']> };
  AssignVehiclePhotoInput: AssignVehiclePhotoInput;
  Boolean: Scalars['Boolean']['output'];
  BulkFilePayload: BulkFilePayload;
  BulkFileReport: BulkFileReport;
  BulkRow: BulkRow;
  BuyVehicleInput: BuyVehicleInput;
  Check: CheckDto;
  CheckConnection: CheckConnectionModel;
  CheckEdge: CheckEdgeModel;
  CheckHigherOfferInput: CheckHigherOfferInput;
  CheckHigherOfferPayload: CheckHigherOfferPayload;
  ClientOffer: ClientOfferModel;
  Company: CompanyModel;
  CompanyPayload: Omit<CompanyPayload, 'company'> & { company?: Maybe<ResolversParentTypes['Company']> };
  CompanyValidations: CompanyValidationsDto;
  CompanyVehicle: ClientVehicleRowDto;
  CompanyVehicleConnection: CompanyVehiclePageModel;
  CompanyVehicleEdge: CompanyVehicleEdgeModel;
  CompanyVehicleOffer: CompanyVehicleOfferModel;
  CompleteInvitationInput: CompleteInvitationInput;
  CompleteInvitationPayload: CompleteInvitationPayload;
  ConditionReport: ConditionalReportDto;
  ConditionReportConnection: ConditionReportConnectionModel;
  ConditionReportEdge: ConditionReportEdgeModel;
  ConditionReportLink: ConditionReportLink;
  ContactUsInput: ContactUsInput;
  ContactUsPayload: ContactUsPayload;
  CounterOfferInput: CounterOfferInput;
  CreateAccessTokenInput: CreateAccessTokenInput;
  CreateAccessTokenPayload: Omit<CreateAccessTokenPayload, 'accessToken' | 'accessTokenEdge'> & { accessToken?: Maybe<ResolversParentTypes['AccessToken']>, accessTokenEdge?: Maybe<ResolversParentTypes['AccessTokenEdge']> };
  CreateAgentInput: CreateAgentInput;
  CreateCompanyUserInput: CreateCompanyUserInput;
  CreateUploadInput: CreateUploadInput;
  CreateUploadPayload: CreateUploadPayload;
  DamagePhoto: DamagePhotoModel;
  DateTime: Scalars['DateTime']['output'];
  DeleteDealerUserInput: DeleteDealerUserInput;
  DeleteDealerUserPayload: DeleteDealerUserPayload;
  DeleteVehicleInput: DeleteVehicleInput;
  DeleteVehiclePhotoInput: DeleteVehiclePhotoInput;
  ExportLocation: ExportLocation;
  ID: Scalars['ID']['output'];
  ImportVehiclesInput: ImportVehiclesInput;
  Int: Scalars['Int']['output'];
  LinkStatus: LinkStatus;
  LoginInput: LoginInput;
  LoginPayload: Omit<LoginPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  LogoutInput: LogoutInput;
  LogoutPayload: LogoutPayload;
  MakeOfferInput: MakeOfferInput;
  MarkNotificationsReadInput: MarkNotificationsReadInput;
  MarkNotificationsReadPayload: Omit<MarkNotificationsReadPayload, 'notifications' | 'viewer'> & { notifications: Array<ResolversParentTypes['Notification']>, viewer: ResolversParentTypes['Viewer'] };
  MarkVehicleNotificationsReadInput: MarkVehicleNotificationsReadInput;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  Note: NoteDto;
  NoteConnection: NoteConnectionModel;
  NoteEdge: NoteEdgeModel;
  Notification: OfferNotificationDto;
  NotificationBuyer: NotificationBuyer;
  NotificationConnection: NotificationPageModel;
  NotificationEdge: NotificationEdgeModel;
  NotificationEvent: Omit<NotificationEvent, 'notification' | 'viewer'> & { notification: ResolversParentTypes['Notification'], viewer: ResolversParentTypes['Viewer'] };
  NotificationPreference: NotificationValuesDto;
  Offer: OfferModel;
  OfferChain: OfferChainModel;
  OfferDealer: OfferDealerModel;
  OfferEvent: Omit<OfferEvent, 'chain' | 'offer' | 'vehicle' | 'viewer'> & { chain: ResolversParentTypes['OfferChain'], offer?: Maybe<ResolversParentTypes['Offer']>, vehicle: ResolversParentTypes['Vehicle'], viewer: ResolversParentTypes['Viewer'] };
  OfferPayload: Omit<OfferPayload, 'chain' | 'offer' | 'vehicle'> & { chain?: Maybe<ResolversParentTypes['OfferChain']>, offer?: Maybe<ResolversParentTypes['Offer']>, vehicle?: Maybe<ResolversParentTypes['Vehicle']> };
  OfferSnapshot: OfferSnapshotDto;
  OfferVehicleConnection: VehiclePageModel;
  OfferVehicleEdge: VehicleEdgeModel;
  PageCursor: PageCursor;
  PageCursors: PageCursors;
  PageInfo: PageInfo;
  Photo: Photo;
  Query: Record<PropertyKey, never>;
  RefreshSessionInput: RefreshSessionInput;
  RefreshSessionPayload: Omit<RefreshSessionPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  RegisterCompanyInput: RegisterCompanyInput;
  RegisterCompanyPayload: Omit<RegisterCompanyPayload, 'company'> & { company?: Maybe<ResolversParentTypes['Company']> };
  RegisterVehicleInput: RegisterVehicleInput;
  RegisterVehiclePayload: Omit<RegisterVehiclePayload, 'vehicle'> & { vehicle?: Maybe<ResolversParentTypes['Vehicle']> };
  Registration: RegistrationUserDto;
  RejectDealerUserInput: RejectDealerUserInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  RevokeAccessTokenInput: RevokeAccessTokenInput;
  RevokeAccessTokenPayload: Omit<RevokeAccessTokenPayload, 'accessToken'> & { accessToken?: Maybe<ResolversParentTypes['AccessToken']> };
  SaleBuyer: SaleBuyer;
  SaleBuyerOption: SaleBuyerOption;
  SalePayload: Omit<SalePayload, 'chain' | 'vehicle'> & { chain?: Maybe<ResolversParentTypes['OfferChain']>, vehicle?: Maybe<ResolversParentTypes['Vehicle']> };
  SaveDealerInput: SaveDealerInput;
  SaveDealerPayload: Omit<SaveDealerPayload, 'company' | 'user'> & { company?: Maybe<ResolversParentTypes['Company']>, user?: Maybe<ResolversParentTypes['User']> };
  SaveReceivedPriceInput: SaveReceivedPriceInput;
  SaveVehiclePriceInput: SaveVehiclePriceInput;
  SellVehicleInput: SellVehicleInput;
  SendCompanyFormEmailInput: SendCompanyFormEmailInput;
  SendCompanyFormEmailPayload: SendCompanyFormEmailPayload;
  SentEmail: OutboxMessageDto;
  SentEmailConnection: SentEmailPageModel;
  SentEmailEdge: SentEmailEdgeModel;
  Session: Session;
  SetCompanyStatusInput: SetCompanyStatusInput;
  SetCompanyValidationsInput: SetCompanyValidationsInput;
  SetEmailNotificationsInput: SetEmailNotificationsInput;
  SetEmailNotificationsPayload: Omit<SetEmailNotificationsPayload, 'preference'> & { preference?: Maybe<ResolversParentTypes['NotificationPreference']> };
  SetUserStatusInput: SetUserStatusInput;
  SetVehicleRecordStatusInput: SetVehicleRecordStatusInput;
  SetVehicleRecordStatusPayload: Omit<SetVehicleRecordStatusPayload, 'record'> & { record?: Maybe<ResolversParentTypes['VehicleRecord']> };
  SetVehicleStatusInput: SetVehicleStatusInput;
  SignUpInput: SignUpInput;
  SignUpPayload: SignUpPayload;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  UpdateAgentInput: UpdateAgentInput;
  UpdateCompanyInput: UpdateCompanyInput;
  UpdateCompanyUserInput: UpdateCompanyUserInput;
  UpdateVehicleInput: UpdateVehicleInput;
  UpdateVehicleStatusesInput: UpdateVehicleStatusesInput;
  Upload: Upload;
  UsAddress: AddressSuggestionDto;
  User: UserModel;
  UserConnection: UserPageModel;
  UserEdge: UserEdgeModel;
  UserError: UserError;
  UserPayload: Omit<UserPayload, 'user' | 'userEdge'> & { user?: Maybe<ResolversParentTypes['User']>, userEdge?: Maybe<ResolversParentTypes['UserEdge']> };
  Vehicle: VehicleModel;
  VehicleChangedEvent: Omit<VehicleChangedEvent, 'vehicle'> & { vehicle: ResolversParentTypes['Vehicle'] };
  VehicleConnection: VehiclePageModel;
  VehicleEdge: VehicleEdgeModel;
  VehicleFilter: VehicleFilter;
  VehicleFilterOptions: VehicleFiltersDto;
  VehicleImportProgress: VehicleImportProgress;
  VehiclePart: VehiclePart;
  VehiclePayload: Omit<VehiclePayload, 'vehicle'> & { vehicle?: Maybe<ResolversParentTypes['Vehicle']> };
  VehicleRecord: VehicleRecordDto;
  VehicleRecordEvent: VehicleRecordEventModel;
  VehicleSale: VehicleSaleModel;
  VehicleTableOrder: VehicleTableOrder;
  Viewer: ViewerModel;
  ViewerChangedEvent: ViewerChangedEventModel;
  VinData: VinNumberDto;
};

export type AccessTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccessToken'] = ResolversParentTypes['AccessToken']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['AccessTokenScope']>, ParentType, ContextType>;
  tokenPrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AccessTokenConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccessTokenConnection'] = ResolversParentTypes['AccessTokenConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AccessTokenEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AccessTokenEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccessTokenEdge'] = ResolversParentTypes['AccessTokenEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AccessToken'], ParentType, ContextType>;
};

export type AddCheckPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddCheckPayload'] = ResolversParentTypes['AddCheckPayload']> = {
  checkEdge?: Resolver<Maybe<ResolversTypes['CheckEdge']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
};

export type AddConditionReportPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddConditionReportPayload'] = ResolversParentTypes['AddConditionReportPayload']> = {
  conditionReportEdge?: Resolver<Maybe<ResolversTypes['ConditionReportEdge']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
};

export type AddNotePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddNotePayload'] = ResolversParentTypes['AddNotePayload']> = {
  noteEdge?: Resolver<Maybe<ResolversTypes['NoteEdge']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
};

export type AgentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Agent'] = ResolversParentTypes['Agent']> = {
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AssignVehicleAgentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssignVehicleAgentPayload'] = ResolversParentTypes['AssignVehicleAgentPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
};

export type BulkFilePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BulkFilePayload'] = ResolversParentTypes['BulkFilePayload']> = {
  report?: Resolver<Maybe<ResolversTypes['BulkFileReport']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type BulkFileReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BulkFileReport'] = ResolversParentTypes['BulkFileReport']> = {
  applied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  incompleteRegister?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['BulkRow']>, ParentType, ContextType>;
  vinNumberNotFound?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  vinNumberSold?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BulkRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BulkRow'] = ResolversParentTypes['BulkRow']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['BulkRowOutcome'], ParentType, ContextType>;
  vinNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Check'] = ResolversParentTypes['Check']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vehicleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CheckConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckConnection'] = ResolversParentTypes['CheckConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CheckEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckEdge'] = ResolversParentTypes['CheckEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Check'], ParentType, ContextType>;
};

export type CheckHigherOfferPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckHigherOfferPayload'] = ResolversParentTypes['CheckHigherOfferPayload']> = {
  higherOffer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ClientOfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientOffer'] = ResolversParentTypes['ClientOffer']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  mainOffer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  offerPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OfferListStatus'], ParentType, ContextType>;
};

export type CompanyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = {
  addressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  auctionAccessNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billingContactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billingContactMobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billingContactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  commercialName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  corporationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  corporationType?: Resolver<Maybe<ResolversTypes['CorporationType']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dealerLicense?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  faxNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gst?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  officePhoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qst?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryMobileNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CompanyStatus'], ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toBeDelivered?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  userCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  users?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<CompanyUsersArgs, 'first'>>;
  validations?: Resolver<Maybe<ResolversTypes['CompanyValidations']>, ParentType, ContextType>;
  webSite?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CompanyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyPayload'] = ResolversParentTypes['CompanyPayload']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CompanyValidationsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyValidations'] = ResolversParentTypes['CompanyValidations']> = {
  companyName?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dealerLicense?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taxid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CompanyVehicleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyVehicle'] = ResolversParentTypes['CompanyVehicle']> = {
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastOffer?: Resolver<Maybe<ResolversTypes['CompanyVehicleOffer']>, ParentType, ContextType>;
  purchaseDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  salePrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['CompanyVehicleState'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
};

export type CompanyVehicleConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyVehicleConnection'] = ResolversParentTypes['CompanyVehicleConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CompanyVehicleEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CompanyVehicleEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyVehicleEdge'] = ResolversParentTypes['CompanyVehicleEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CompanyVehicle'], ParentType, ContextType>;
};

export type CompanyVehicleOfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyVehicleOffer'] = ResolversParentTypes['CompanyVehicleOffer']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['OfferSide'], ParentType, ContextType>;
};

export type CompleteInvitationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompleteInvitationPayload'] = ResolversParentTypes['CompleteInvitationPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ConditionReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConditionReport'] = ResolversParentTypes['ConditionReport']> = {
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vehicleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConditionReportConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConditionReportConnection'] = ResolversParentTypes['ConditionReportConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ConditionReportEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConditionReportEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConditionReportEdge'] = ResolversParentTypes['ConditionReportEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ConditionReport'], ParentType, ContextType>;
};

export type ConditionReportLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConditionReportLink'] = ResolversParentTypes['ConditionReportLink']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactUsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContactUsPayload'] = ResolversParentTypes['ContactUsPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateAccessTokenPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateAccessTokenPayload'] = ResolversParentTypes['CreateAccessTokenPayload']> = {
  accessToken?: Resolver<Maybe<ResolversTypes['AccessToken']>, ParentType, ContextType>;
  accessTokenEdge?: Resolver<Maybe<ResolversTypes['AccessTokenEdge']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateUploadPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateUploadPayload'] = ResolversParentTypes['CreateUploadPayload']> = {
  upload?: Resolver<Maybe<ResolversTypes['Upload']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DamagePhotoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DamagePhoto'] = ResolversParentTypes['DamagePhoto']> = {
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteDealerUserPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteDealerUserPayload'] = ResolversParentTypes['DeleteDealerUserPayload']> = {
  deletedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ExportLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExportLocation'] = ResolversParentTypes['ExportLocation']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LinkStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LinkStatus'] = ResolversParentTypes['LinkStatus']> = {
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type LogoutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type MarkNotificationsReadPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarkNotificationsReadPayload'] = ResolversParentTypes['MarkNotificationsReadPayload']> = {
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptOffer?: Resolver<ResolversTypes['SalePayload'], ParentType, ContextType, RequireFields<MutationAcceptOfferArgs, 'input'>>;
  addCheck?: Resolver<ResolversTypes['AddCheckPayload'], ParentType, ContextType, RequireFields<MutationAddCheckArgs, 'input'>>;
  addConditionReport?: Resolver<ResolversTypes['AddConditionReportPayload'], ParentType, ContextType, RequireFields<MutationAddConditionReportArgs, 'input'>>;
  addNote?: Resolver<ResolversTypes['AddNotePayload'], ParentType, ContextType, RequireFields<MutationAddNoteArgs, 'input'>>;
  assignCompany?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationAssignCompanyArgs, 'input'>>;
  assignVehicleAgent?: Resolver<ResolversTypes['AssignVehicleAgentPayload'], ParentType, ContextType, RequireFields<MutationAssignVehicleAgentArgs, 'input'>>;
  assignVehiclePhoto?: Resolver<ResolversTypes['VehiclePayload'], ParentType, ContextType, RequireFields<MutationAssignVehiclePhotoArgs, 'input'>>;
  buyVehicle?: Resolver<ResolversTypes['SalePayload'], ParentType, ContextType, RequireFields<MutationBuyVehicleArgs, 'input'>>;
  checkHigherOffer?: Resolver<ResolversTypes['CheckHigherOfferPayload'], ParentType, ContextType, RequireFields<MutationCheckHigherOfferArgs, 'input'>>;
  completeInvitation?: Resolver<ResolversTypes['CompleteInvitationPayload'], ParentType, ContextType, RequireFields<MutationCompleteInvitationArgs, 'input'>>;
  contactUs?: Resolver<ResolversTypes['ContactUsPayload'], ParentType, ContextType, RequireFields<MutationContactUsArgs, 'input'>>;
  counterOffer?: Resolver<ResolversTypes['OfferPayload'], ParentType, ContextType, RequireFields<MutationCounterOfferArgs, 'input'>>;
  createAccessToken?: Resolver<ResolversTypes['CreateAccessTokenPayload'], ParentType, ContextType, RequireFields<MutationCreateAccessTokenArgs, 'input'>>;
  createAgent?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationCreateAgentArgs, 'input'>>;
  createCompanyUser?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationCreateCompanyUserArgs, 'input'>>;
  createUpload?: Resolver<ResolversTypes['CreateUploadPayload'], ParentType, ContextType, RequireFields<MutationCreateUploadArgs, 'input'>>;
  deleteDealerUser?: Resolver<ResolversTypes['DeleteDealerUserPayload'], ParentType, ContextType, RequireFields<MutationDeleteDealerUserArgs, 'input'>>;
  deleteVehicle?: Resolver<ResolversTypes['VehiclePayload'], ParentType, ContextType, RequireFields<MutationDeleteVehicleArgs, 'input'>>;
  deleteVehiclePhoto?: Resolver<ResolversTypes['VehiclePayload'], ParentType, ContextType, RequireFields<MutationDeleteVehiclePhotoArgs, 'input'>>;
  importVehicles?: Resolver<ResolversTypes['BulkFilePayload'], ParentType, ContextType, RequireFields<MutationImportVehiclesArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType, Partial<MutationLogoutArgs>>;
  makeOffer?: Resolver<ResolversTypes['OfferPayload'], ParentType, ContextType, RequireFields<MutationMakeOfferArgs, 'input'>>;
  markNotificationsRead?: Resolver<ResolversTypes['MarkNotificationsReadPayload'], ParentType, ContextType, RequireFields<MutationMarkNotificationsReadArgs, 'input'>>;
  markVehicleNotificationsRead?: Resolver<ResolversTypes['MarkNotificationsReadPayload'], ParentType, ContextType, RequireFields<MutationMarkVehicleNotificationsReadArgs, 'input'>>;
  refreshSession?: Resolver<ResolversTypes['RefreshSessionPayload'], ParentType, ContextType, RequireFields<MutationRefreshSessionArgs, 'input'>>;
  registerCompany?: Resolver<ResolversTypes['RegisterCompanyPayload'], ParentType, ContextType, RequireFields<MutationRegisterCompanyArgs, 'input'>>;
  registerVehicle?: Resolver<ResolversTypes['RegisterVehiclePayload'], ParentType, ContextType, RequireFields<MutationRegisterVehicleArgs, 'input'>>;
  rejectDealerUser?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationRejectDealerUserArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  revokeAccessToken?: Resolver<ResolversTypes['RevokeAccessTokenPayload'], ParentType, ContextType, RequireFields<MutationRevokeAccessTokenArgs, 'input'>>;
  saveDealer?: Resolver<ResolversTypes['SaveDealerPayload'], ParentType, ContextType, RequireFields<MutationSaveDealerArgs, 'input'>>;
  saveReceivedPrice?: Resolver<ResolversTypes['VehiclePayload'], ParentType, ContextType, RequireFields<MutationSaveReceivedPriceArgs, 'input'>>;
  saveVehiclePrice?: Resolver<ResolversTypes['VehiclePayload'], ParentType, ContextType, RequireFields<MutationSaveVehiclePriceArgs, 'input'>>;
  sellVehicle?: Resolver<ResolversTypes['VehiclePayload'], ParentType, ContextType, RequireFields<MutationSellVehicleArgs, 'input'>>;
  sendCompanyFormEmail?: Resolver<ResolversTypes['SendCompanyFormEmailPayload'], ParentType, ContextType, RequireFields<MutationSendCompanyFormEmailArgs, 'input'>>;
  setCompanyStatus?: Resolver<ResolversTypes['CompanyPayload'], ParentType, ContextType, RequireFields<MutationSetCompanyStatusArgs, 'input'>>;
  setCompanyValidations?: Resolver<ResolversTypes['CompanyPayload'], ParentType, ContextType, RequireFields<MutationSetCompanyValidationsArgs, 'input'>>;
  setEmailNotifications?: Resolver<ResolversTypes['SetEmailNotificationsPayload'], ParentType, ContextType, RequireFields<MutationSetEmailNotificationsArgs, 'input'>>;
  setUserStatus?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationSetUserStatusArgs, 'input'>>;
  setVehicleRecordStatus?: Resolver<ResolversTypes['SetVehicleRecordStatusPayload'], ParentType, ContextType, RequireFields<MutationSetVehicleRecordStatusArgs, 'input'>>;
  setVehicleStatus?: Resolver<ResolversTypes['VehiclePayload'], ParentType, ContextType, RequireFields<MutationSetVehicleStatusArgs, 'input'>>;
  signUp?: Resolver<ResolversTypes['SignUpPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  updateAgent?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationUpdateAgentArgs, 'input'>>;
  updateCompany?: Resolver<ResolversTypes['CompanyPayload'], ParentType, ContextType, RequireFields<MutationUpdateCompanyArgs, 'input'>>;
  updateCompanyUser?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationUpdateCompanyUserArgs, 'input'>>;
  updateVehicle?: Resolver<ResolversTypes['VehiclePayload'], ParentType, ContextType, RequireFields<MutationUpdateVehicleArgs, 'input'>>;
  updateVehicleStatuses?: Resolver<ResolversTypes['BulkFilePayload'], ParentType, ContextType, RequireFields<MutationUpdateVehicleStatusesArgs, 'input'>>;
};

export type NodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'AccessToken' | 'Agent' | 'Check' | 'Company' | 'ConditionReport' | 'Note' | 'Notification' | 'Offer' | 'OfferChain' | 'SentEmail' | 'User' | 'Vehicle', ParentType, ContextType>;
};

export type NoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Note'] = ResolversParentTypes['Note']> = {
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vehicleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NoteConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NoteConnection'] = ResolversParentTypes['NoteConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NoteEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NoteEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NoteEdge'] = ResolversParentTypes['NoteEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Note'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  arrow?: Resolver<Maybe<ResolversTypes['OfferArrow']>, ParentType, ContextType>;
  buyer?: Resolver<Maybe<ResolversTypes['NotificationBuyer']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  lastHighestOffer?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  offerPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  offerSide?: Resolver<Maybe<ResolversTypes['OfferSide']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registerDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotificationBuyerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationBuyer'] = ResolversParentTypes['NotificationBuyer']> = {
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationConnection'] = ResolversParentTypes['NotificationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NotificationEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationEdge'] = ResolversParentTypes['NotificationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
};

export type NotificationEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationEvent'] = ResolversParentTypes['NotificationEvent']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type NotificationPreferenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationPreference'] = ResolversParentTypes['NotificationPreference']> = {
  acceptEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Offer'] = ResolversParentTypes['Offer']> = {
  arrow?: Resolver<Maybe<ResolversTypes['OfferArrow']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['OfferSide'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OfferStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OfferChainResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfferChain'] = ResolversParentTypes['OfferChain']> = {
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dealer?: Resolver<ResolversTypes['OfferDealer'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastOffer?: Resolver<Maybe<ResolversTypes['Offer']>, ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['Offer']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OfferChainState'], ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
  viewerCanAccept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanCounter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OfferDealerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfferDealer'] = ResolversParentTypes['OfferDealer']> = {
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OfferEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfferEvent'] = ResolversParentTypes['OfferEvent']> = {
  chain?: Resolver<ResolversTypes['OfferChain'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['Offer']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OfferEventType'], ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type OfferPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfferPayload'] = ResolversParentTypes['OfferPayload']> = {
  chain?: Resolver<Maybe<ResolversTypes['OfferChain']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['Offer']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
};

export type OfferSnapshotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfferSnapshot'] = ResolversParentTypes['OfferSnapshot']> = {
  offerPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  registerDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type OfferVehicleConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfferVehicleConnection'] = ResolversParentTypes['OfferVehicleConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OfferVehicleEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfferVehicleEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfferVehicleEdge'] = ResolversParentTypes['OfferVehicleEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
};

export type PageCursorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageCursor'] = ResolversParentTypes['PageCursor']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PageCursorsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageCursors'] = ResolversParentTypes['PageCursors']> = {
  around?: Resolver<Array<ResolversTypes['PageCursor']>, ParentType, ContextType>;
  first?: Resolver<ResolversTypes['PageCursor'], ParentType, ContextType>;
  last?: Resolver<ResolversTypes['PageCursor'], ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['PageCursor']>, ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['PageCursor']>, ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PhotoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Photo'] = ResolversParentTypes['Photo']> = {
  external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  partName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accessTokens?: Resolver<ResolversTypes['AccessTokenConnection'], ParentType, ContextType, RequireFields<QueryAccessTokensArgs, 'first'>>;
  addressSuggestions?: Resolver<Array<ResolversTypes['UsAddress']>, ParentType, ContextType, RequireFields<QueryAddressSuggestionsArgs, 'query'>>;
  agentAccounts?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<QueryAgentAccountsArgs, 'first'>>;
  agents?: Resolver<Array<ResolversTypes['Agent']>, ParentType, ContextType>;
  companySearch?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<QueryCompanySearchArgs, 'search'>>;
  companyUsers?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<QueryCompanyUsersArgs, 'first'>>;
  companyVehicles?: Resolver<ResolversTypes['CompanyVehicleConnection'], ParentType, ContextType, RequireFields<QueryCompanyVehiclesArgs, 'first'>>;
  dealerCompany?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<QueryDealerCompanyArgs, 'userId'>>;
  dealerRegistrations?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<QueryDealerRegistrationsArgs, 'first' | 'tab'>>;
  exportLocations?: Resolver<Array<ResolversTypes['ExportLocation']>, ParentType, ContextType>;
  invitationLink?: Resolver<ResolversTypes['LinkStatus'], ParentType, ContextType, RequireFields<QueryInvitationLinkArgs, 'token'>>;
  liveCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  myOfferVehicles?: Resolver<ResolversTypes['VehicleConnection'], ParentType, ContextType, RequireFields<QueryMyOfferVehiclesArgs, 'first' | 'status'>>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  notificationPreference?: Resolver<Maybe<ResolversTypes['NotificationPreference']>, ParentType, ContextType, Partial<QueryNotificationPreferenceArgs>>;
  offerNotifications?: Resolver<ResolversTypes['NotificationConnection'], ParentType, ContextType, RequireFields<QueryOfferNotificationsArgs, 'first'>>;
  offerVehicles?: Resolver<ResolversTypes['OfferVehicleConnection'], ParentType, ContextType, RequireFields<QueryOfferVehiclesArgs, 'first' | 'status'>>;
  passwordResetLink?: Resolver<ResolversTypes['LinkStatus'], ParentType, ContextType, RequireFields<QueryPasswordResetLinkArgs, 'token'>>;
  publicVehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType, RequireFields<QueryPublicVehicleArgs, 'databaseId'>>;
  publicVehicles?: Resolver<ResolversTypes['VehicleConnection'], ParentType, ContextType, RequireFields<QueryPublicVehiclesArgs, 'first'>>;
  purchases?: Resolver<ResolversTypes['VehicleConnection'], ParentType, ContextType, RequireFields<QueryPurchasesArgs, 'first'>>;
  registration?: Resolver<Maybe<ResolversTypes['Registration']>, ParentType, ContextType, RequireFields<QueryRegistrationArgs, 'token'>>;
  saleBuyers?: Resolver<Array<ResolversTypes['SaleBuyerOption']>, ParentType, ContextType, Partial<QuerySaleBuyersArgs>>;
  sentEmails?: Resolver<ResolversTypes['SentEmailConnection'], ParentType, ContextType, RequireFields<QuerySentEmailsArgs, 'first'>>;
  serverTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  users?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'first' | 'kind'>>;
  vehicleByVin?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType, RequireFields<QueryVehicleByVinArgs, 'vin'>>;
  vehicleFilters?: Resolver<ResolversTypes['VehicleFilterOptions'], ParentType, ContextType, Partial<QueryVehicleFiltersArgs>>;
  vehicleParts?: Resolver<Array<ResolversTypes['VehiclePart']>, ParentType, ContextType>;
  vehicleTable?: Resolver<ResolversTypes['VehicleConnection'], ParentType, ContextType, RequireFields<QueryVehicleTableArgs, 'first'>>;
  vehicles?: Resolver<ResolversTypes['VehicleConnection'], ParentType, ContextType, RequireFields<QueryVehiclesArgs, 'first'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type RefreshSessionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RefreshSessionPayload'] = ResolversParentTypes['RefreshSessionPayload']> = {
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type RegisterCompanyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterCompanyPayload'] = ResolversParentTypes['RegisterCompanyPayload']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RegisterVehiclePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterVehiclePayload'] = ResolversParentTypes['RegisterVehiclePayload']> = {
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  decoded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
};

export type RegistrationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Registration'] = ResolversParentTypes['Registration']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RequestPasswordResetPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ResetPasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RevokeAccessTokenPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevokeAccessTokenPayload'] = ResolversParentTypes['RevokeAccessTokenPayload']> = {
  accessToken?: Resolver<Maybe<ResolversTypes['AccessToken']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SaleBuyerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaleBuyer'] = ResolversParentTypes['SaleBuyer']> = {
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SaleBuyerOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaleBuyerOption'] = ResolversParentTypes['SaleBuyerOption']> = {
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SalePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalePayload'] = ResolversParentTypes['SalePayload']> = {
  chain?: Resolver<Maybe<ResolversTypes['OfferChain']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
};

export type SaveDealerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveDealerPayload'] = ResolversParentTypes['SaveDealerPayload']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SendCompanyFormEmailPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendCompanyFormEmailPayload'] = ResolversParentTypes['SendCompanyFormEmailPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SentEmailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SentEmail'] = ResolversParentTypes['SentEmail']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SentEmailConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SentEmailConnection'] = ResolversParentTypes['SentEmailConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SentEmailEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SentEmailEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SentEmailEdge'] = ResolversParentTypes['SentEmailEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SentEmail'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  marketPlaceId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SetEmailNotificationsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetEmailNotificationsPayload'] = ResolversParentTypes['SetEmailNotificationsPayload']> = {
  preference?: Resolver<Maybe<ResolversTypes['NotificationPreference']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetVehicleRecordStatusPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetVehicleRecordStatusPayload'] = ResolversParentTypes['SetVehicleRecordStatusPayload']> = {
  record?: Resolver<Maybe<ResolversTypes['VehicleRecord']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SignUpPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignUpPayload'] = ResolversParentTypes['SignUpPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  notificationEvents?: SubscriptionResolver<ResolversTypes['NotificationEvent'], "notificationEvents", ParentType, ContextType, Partial<SubscriptionNotificationEventsArgs>>;
  offerEvents?: SubscriptionResolver<ResolversTypes['OfferEvent'], "offerEvents", ParentType, ContextType, Partial<SubscriptionOfferEventsArgs>>;
  vehicleChanged?: SubscriptionResolver<ResolversTypes['VehicleChangedEvent'], "vehicleChanged", ParentType, ContextType, Partial<SubscriptionVehicleChangedArgs>>;
  vehicleImportProgress?: SubscriptionResolver<ResolversTypes['VehicleImportProgress'], "vehicleImportProgress", ParentType, ContextType, RequireFields<SubscriptionVehicleImportProgressArgs, 'upload'>>;
  vehicleRecordsChanged?: SubscriptionResolver<ResolversTypes['VehicleRecordEvent'], "vehicleRecordsChanged", ParentType, ContextType, Partial<SubscriptionVehicleRecordsChangedArgs>>;
  viewerChanged?: SubscriptionResolver<ResolversTypes['ViewerChangedEvent'], "viewerChanged", ParentType, ContextType, Partial<SubscriptionViewerChangedArgs>>;
};

export type UploadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Upload'] = ResolversParentTypes['Upload']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  maxBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UsAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UsAddress'] = ResolversParentTypes['UsAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  acceptEmail?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  acceptSms?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  auctionAccessNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  extension?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitationPending?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  officePhoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registeredCompany?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  stage?: Resolver<Maybe<ResolversTypes['DealerStage']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['UserStatus']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserConnection'] = ResolversParentTypes['UserConnection']> = {
  edges?: Resolver<Array<ResolversTypes['UserEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserEdge'] = ResolversParentTypes['UserEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPayload'] = ResolversParentTypes['UserPayload']> = {
  invitationSent?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userEdge?: Resolver<Maybe<ResolversTypes['UserEdge']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type VehicleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Vehicle'] = ResolversParentTypes['Vehicle']> = {
  agent?: Resolver<Maybe<ResolversTypes['Agent']>, ParentType, ContextType>;
  checks?: Resolver<ResolversTypes['CheckConnection'], ParentType, ContextType, RequireFields<VehicleChecksArgs, 'first'>>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conditionReportLinks?: Resolver<Array<ResolversTypes['ConditionReportLink']>, ParentType, ContextType>;
  conditionReports?: Resolver<ResolversTypes['ConditionReportConnection'], ParentType, ContextType, RequireFields<VehicleConditionReportsArgs, 'first'>>;
  cost?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  costUsd?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  crUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  damagePhotos?: Resolver<Array<ResolversTypes['DamagePhoto']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dateReceived?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  equipment?: Resolver<Array<ResolversTypes['VehicleEquipment']>, ParentType, ContextType>;
  exportLocation?: Resolver<Maybe<ResolversTypes['ExportLocation']>, ParentType, ContextType>;
  finalPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  fx?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasPendingOffer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  highestOffer?: Resolver<Maybe<ResolversTypes['OfferSnapshot']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastOffer?: Resolver<Maybe<ResolversTypes['OfferSnapshot']>, ParentType, ContextType>;
  lastOfferAdmin?: Resolver<Maybe<ResolversTypes['OfferSnapshot']>, ParentType, ContextType>;
  lastOfferUser?: Resolver<Maybe<ResolversTypes['OfferSnapshot']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  miles?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  missingForSale?: Resolver<Array<ResolversTypes['VehicleSaleField']>, ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['NoteConnection'], ParentType, ContextType, RequireFields<VehicleNotesArgs, 'first'>>;
  offerChains?: Resolver<Array<ResolversTypes['OfferChain']>, ParentType, ContextType>;
  offerClient?: Resolver<Maybe<ResolversTypes['ClientOffer']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['Photo']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  publicId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  published?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  registerDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  releaseDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  releaseDateInReady?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  releaseDateRegister?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reservedPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  sale?: Resolver<Maybe<ResolversTypes['VehicleSale']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VehicleStatus'], ParentType, ContextType>;
  stockNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  vehicleId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerOfferChain?: Resolver<Maybe<ResolversTypes['OfferChain']>, ParentType, ContextType>;
  vin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vinNumber?: Resolver<ResolversTypes['VinData'], ParentType, ContextType>;
  workOrder?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VehicleChangedEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehicleChangedEvent'] = ResolversParentTypes['VehicleChangedEvent']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
};

export type VehicleConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehicleConnection'] = ResolversParentTypes['VehicleConnection']> = {
  edges?: Resolver<Array<ResolversTypes['VehicleEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VehicleEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehicleEdge'] = ResolversParentTypes['VehicleEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
};

export type VehicleFilterOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehicleFilterOptions'] = ResolversParentTypes['VehicleFilterOptions']> = {
  makes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  models?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  trims?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VehicleImportProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehicleImportProgress'] = ResolversParentTypes['VehicleImportProgress']> = {
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['BulkStage'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VehiclePartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehiclePart'] = ResolversParentTypes['VehiclePart']> = {
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VehiclePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehiclePayload'] = ResolversParentTypes['VehiclePayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
};

export type VehicleRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehicleRecord'] = ResolversParentTypes['VehicleRecord']> = {
  __resolveType: TypeResolveFn<'Check' | 'ConditionReport' | 'Note', ParentType, ContextType>;
};

export type VehicleRecordEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehicleRecordEvent'] = ResolversParentTypes['VehicleRecordEvent']> = {
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VehicleRecordKind'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['VehicleRecord'], ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
};

export type VehicleSaleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehicleSale'] = ResolversParentTypes['VehicleSale']> = {
  buyer?: Resolver<Maybe<ResolversTypes['SaleBuyer']>, ParentType, ContextType>;
  receivedPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  registerDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  salePrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  activeOfferCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  canSeePrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  companyStatus?: Resolver<Maybe<ResolversTypes['CompanyStatus']>, ParentType, ContextType>;
  homeRoute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isLoggedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offerNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type ViewerChangedEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ViewerChangedEvent'] = ResolversParentTypes['ViewerChangedEvent']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ViewerChangeReason'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type VinDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VinData'] = ResolversParentTypes['VinData']> = {
  doors?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  driveType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  engine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  madeIn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  madeInCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  make?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  style?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transmissionType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trim?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vinNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AccessToken?: AccessTokenResolvers<ContextType>;
  AccessTokenConnection?: AccessTokenConnectionResolvers<ContextType>;
  AccessTokenEdge?: AccessTokenEdgeResolvers<ContextType>;
  AddCheckPayload?: AddCheckPayloadResolvers<ContextType>;
  AddConditionReportPayload?: AddConditionReportPayloadResolvers<ContextType>;
  AddNotePayload?: AddNotePayloadResolvers<ContextType>;
  Agent?: AgentResolvers<ContextType>;
  AssignVehicleAgentPayload?: AssignVehicleAgentPayloadResolvers<ContextType>;
  BulkFilePayload?: BulkFilePayloadResolvers<ContextType>;
  BulkFileReport?: BulkFileReportResolvers<ContextType>;
  BulkRow?: BulkRowResolvers<ContextType>;
  Check?: CheckResolvers<ContextType>;
  CheckConnection?: CheckConnectionResolvers<ContextType>;
  CheckEdge?: CheckEdgeResolvers<ContextType>;
  CheckHigherOfferPayload?: CheckHigherOfferPayloadResolvers<ContextType>;
  ClientOffer?: ClientOfferResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanyPayload?: CompanyPayloadResolvers<ContextType>;
  CompanyValidations?: CompanyValidationsResolvers<ContextType>;
  CompanyVehicle?: CompanyVehicleResolvers<ContextType>;
  CompanyVehicleConnection?: CompanyVehicleConnectionResolvers<ContextType>;
  CompanyVehicleEdge?: CompanyVehicleEdgeResolvers<ContextType>;
  CompanyVehicleOffer?: CompanyVehicleOfferResolvers<ContextType>;
  CompleteInvitationPayload?: CompleteInvitationPayloadResolvers<ContextType>;
  ConditionReport?: ConditionReportResolvers<ContextType>;
  ConditionReportConnection?: ConditionReportConnectionResolvers<ContextType>;
  ConditionReportEdge?: ConditionReportEdgeResolvers<ContextType>;
  ConditionReportLink?: ConditionReportLinkResolvers<ContextType>;
  ContactUsPayload?: ContactUsPayloadResolvers<ContextType>;
  CreateAccessTokenPayload?: CreateAccessTokenPayloadResolvers<ContextType>;
  CreateUploadPayload?: CreateUploadPayloadResolvers<ContextType>;
  DamagePhoto?: DamagePhotoResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteDealerUserPayload?: DeleteDealerUserPayloadResolvers<ContextType>;
  ExportLocation?: ExportLocationResolvers<ContextType>;
  LinkStatus?: LinkStatusResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MarkNotificationsReadPayload?: MarkNotificationsReadPayloadResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  Note?: NoteResolvers<ContextType>;
  NoteConnection?: NoteConnectionResolvers<ContextType>;
  NoteEdge?: NoteEdgeResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationBuyer?: NotificationBuyerResolvers<ContextType>;
  NotificationConnection?: NotificationConnectionResolvers<ContextType>;
  NotificationEdge?: NotificationEdgeResolvers<ContextType>;
  NotificationEvent?: NotificationEventResolvers<ContextType>;
  NotificationPreference?: NotificationPreferenceResolvers<ContextType>;
  Offer?: OfferResolvers<ContextType>;
  OfferChain?: OfferChainResolvers<ContextType>;
  OfferDealer?: OfferDealerResolvers<ContextType>;
  OfferEvent?: OfferEventResolvers<ContextType>;
  OfferPayload?: OfferPayloadResolvers<ContextType>;
  OfferSnapshot?: OfferSnapshotResolvers<ContextType>;
  OfferVehicleConnection?: OfferVehicleConnectionResolvers<ContextType>;
  OfferVehicleEdge?: OfferVehicleEdgeResolvers<ContextType>;
  PageCursor?: PageCursorResolvers<ContextType>;
  PageCursors?: PageCursorsResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Photo?: PhotoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RefreshSessionPayload?: RefreshSessionPayloadResolvers<ContextType>;
  RegisterCompanyPayload?: RegisterCompanyPayloadResolvers<ContextType>;
  RegisterVehiclePayload?: RegisterVehiclePayloadResolvers<ContextType>;
  Registration?: RegistrationResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  RevokeAccessTokenPayload?: RevokeAccessTokenPayloadResolvers<ContextType>;
  SaleBuyer?: SaleBuyerResolvers<ContextType>;
  SaleBuyerOption?: SaleBuyerOptionResolvers<ContextType>;
  SalePayload?: SalePayloadResolvers<ContextType>;
  SaveDealerPayload?: SaveDealerPayloadResolvers<ContextType>;
  SendCompanyFormEmailPayload?: SendCompanyFormEmailPayloadResolvers<ContextType>;
  SentEmail?: SentEmailResolvers<ContextType>;
  SentEmailConnection?: SentEmailConnectionResolvers<ContextType>;
  SentEmailEdge?: SentEmailEdgeResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SetEmailNotificationsPayload?: SetEmailNotificationsPayloadResolvers<ContextType>;
  SetVehicleRecordStatusPayload?: SetVehicleRecordStatusPayloadResolvers<ContextType>;
  SignUpPayload?: SignUpPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Upload?: UploadResolvers<ContextType>;
  UsAddress?: UsAddressResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserPayload?: UserPayloadResolvers<ContextType>;
  Vehicle?: VehicleResolvers<ContextType>;
  VehicleChangedEvent?: VehicleChangedEventResolvers<ContextType>;
  VehicleConnection?: VehicleConnectionResolvers<ContextType>;
  VehicleEdge?: VehicleEdgeResolvers<ContextType>;
  VehicleFilterOptions?: VehicleFilterOptionsResolvers<ContextType>;
  VehicleImportProgress?: VehicleImportProgressResolvers<ContextType>;
  VehiclePart?: VehiclePartResolvers<ContextType>;
  VehiclePayload?: VehiclePayloadResolvers<ContextType>;
  VehicleRecord?: VehicleRecordResolvers<ContextType>;
  VehicleRecordEvent?: VehicleRecordEventResolvers<ContextType>;
  VehicleSale?: VehicleSaleResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  ViewerChangedEvent?: ViewerChangedEventResolvers<ContextType>;
  VinData?: VinDataResolvers<ContextType>;
};

