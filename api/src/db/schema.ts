// Kysely table types of migrations/*.sql. Generated<T> marks columns with a database default.
import type { ColumnType, Generated } from 'kysely';
import type { NotificationKind } from '@canam/domain/notifications';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** numeric columns: read as decimal strings, written as strings or numbers. */
type Numeric = ColumnType<
  string | null,
  string | number | null | undefined,
  string | number | null
>;
/** Columns with a database default (now(), '{}'). */
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type GeneratedJson = ColumnType<unknown, string | undefined, string>;

export interface AppSettingTable {
  key: string;
  value: string;
}

export interface RoleTable {
  id: number;
  name: string;
}

export interface UsStateTable {
  id: number;
  code: string;
  name: string;
}

export interface CompanyTable {
  id: Generated<number>;
  company_name: string | null;
  commercial_name: string | null;
  company_code: string | null;
  street: string | null;
  address_line2: string | null;
  zip: string | null;
  state_id: number | null;
  city: string | null;
  web_site: string | null;
  taxid: string | null;
  gst: string | null;
  qst: string | null;
  corporation_number: string | null;
  corporation_type: 'NEQ' | 'BUSINESS_NUMBER' | null;
  dealer_license: string | null;
  billing_contact_name: string | null;
  billing_contact_email: string | null;
  billing_contact_mobile_phone: string | null;
  secondary_email: string | null;
  secondary_mobile_number: string | null;
  fax_number: string | null;
  office_phone_number: string | null;
  to_be_delivered: Generated<boolean>;
  auction_access_number: string | null;
  status: Generated<1 | 2 | 3>;
  valid_company_name: Generated<boolean>;
  valid_taxid: Generated<boolean>;
  valid_dealer_license: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface AppUserTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  nickname: string | null;
  password_hash: string | null;
  status: Generated<0 | 1>;
  extension: string | null;
  mobile_number: string | null;
  office_phone_number: string | null;
  accept_email: Generated<boolean>;
  accept_sms: Generated<boolean>;
  auction_access_number: string | null;
  company_id: number | null;
  pre_register_company_id: number | null;
  export_location_id: number | null;
  marketplace_id: Generated<number>;
  created_by: number | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface UserRoleTable {
  user_id: number;
  role_id: number;
  position: Generated<number>;
}

export interface AuthSessionTable {
  id: string;
  user_id: number;
  created_at: GeneratedTimestamp;
  last_used_at: GeneratedTimestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
}

export interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface UserTokenTable {
  token_hash: string;
  user_id: number;
  purpose: 'registration' | 'password_reset' | 'invitation' | 'notifications';
  created_at: GeneratedTimestamp;
  expires_at: NullableTimestamp;
  used_at: NullableTimestamp;
}

export interface AuthAttemptTable {
  id: Generated<string>;
  action: string;
  subject: string;
  created_at: GeneratedTimestamp;
}

export interface ExportLocationTable {
  id: Generated<number>;
  name: string;
  address: string | null;
  link: string | null;
}

export interface VinNumberTable {
  id: Generated<number>;
  vin_number: string;
  make: string | null;
  model: string | null;
  year: number | null;
  trim: string | null;
  options: string | null;
  style: string | null;
  doors: number | null;
  vehicle_type: string | null;
  drive_type: string | null;
  made_in: string | null;
  made_in_city: string | null;
  transmission_type: string | null;
  engine: string | null;
  decoded_at: GeneratedTimestamp;
}

export type VehicleStatusColumn = 'Draft' | 'ReadyToSell' | 'InStock' | 'Sold' | 'Inactive';

export interface VehicleTable {
  id: Generated<number>;
  vehicle_id: string | null;
  vin_number_id: number;
  stock_number: string | null;
  miles: number | null;
  color: string | null;
  status: Generated<VehicleStatusColumn>;
  equipment: GeneratedJson;
  release_date: NullableTimestamp;
  release_date_register: NullableTimestamp;
  release_date_in_ready: NullableTimestamp;
  location: string | null;
  export_location_id: number | null;
  cr_url: string | null;
  work_order: Generated<boolean>;
  users_id: number | null;
  marketplace_id: Generated<number>;
  register_date: GeneratedTimestamp;
  date_received: NullableTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface VehicleCostDetailTable {
  vehicle_id: number;
  cost: Numeric;
  fx: Numeric;
  cost_usd: Numeric;
  price: Numeric;
  reserved_price: Numeric;
  type_currency: Generated<string>;
  published: Generated<boolean>;
}

export interface PartTable {
  id: Generated<number>;
  name: string;
}

export interface VehiclePhotoTable {
  id: Generated<number>;
  vehicle_id: number;
  part_id: number | null;
  photo: string;
  photo_thumbnail: string;
  external: Generated<boolean>;
  position: Generated<number>;
  created_at: GeneratedTimestamp;
}

export interface DamagePhotoTable {
  id: Generated<number>;
  vehicle_id: number;
  damage_photo: string;
  type: string | null;
}

export interface OfferChainTable {
  id: Generated<number>;
  vehicle_id: number;
  client_id: number;
  state: Generated<'open' | 'accepted' | 'closed'>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface OfferTable {
  id: Generated<number>;
  chain_id: number;
  vehicle_id: number;
  client_id: number;
  author_id: number;
  author_role: string;
  offer_price: ColumnType<string, string | number, string | number>;
  status: Generated<0 | 1 | 2 | 3>;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  updated_at: GeneratedTimestamp;
}

export interface VehicleSaleTable {
  id: Generated<number>;
  vehicle_id: number;
  sale_price: Numeric;
  received_price: Numeric;
  buyer_id: number | null;
  offer_id: number | null;
  created_by: number | null;
  register_date: GeneratedTimestamp;
}

export interface VehicleCheckTable {
  id: Generated<number>;
  vehicle_id: number;
  user_id: number;
  date: ColumnType<Date, Date | string, Date | string>;
  number: ColumnType<string, string | number, string | number>;
  amount: ColumnType<string, string | number, string | number>;
  status: Generated<boolean>;
  register_date: GeneratedTimestamp;
}

export interface ConditionalReportTable {
  id: Generated<number>;
  vehicle_id: number;
  user_id: number | null;
  url: string;
  status: Generated<boolean>;
  date: GeneratedTimestamp;
}

export interface NoteTable {
  id: Generated<number>;
  vehicle_id: number;
  user_id: number;
  description: string;
  status: Generated<boolean>;
  date: GeneratedTimestamp;
}

export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  offer_id: number | null;
  vehicle_id: number | null;
  buyer_id: number | null;
  kind: NotificationKind;
  offer_price: Numeric;
  sent: Generated<number>;
  new_notification: Generated<boolean>;
  register_date: GeneratedTimestamp;
}

export interface EventTable {
  id: Generated<string>;
  type: string;
  vehicle_id: number | null;
  user_id: number | null;
  payload: GeneratedJson;
  created_at: GeneratedTimestamp;
}

export interface EmailMessageTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: GeneratedTimestamp;
  sent_at: NullableTimestamp;
  error: string | null;
  /** Sends tried so far (migration 005); a claim counts as one. */
  attempts: Generated<number>;
  /** When the retry worker may try again; null: a fresh message its step is delivering. */
  next_attempt_at: NullableTimestamp;
  /** When a process took the message to send it; a lapsed claim is from a process that died. */
  claimed_at: NullableTimestamp;
  /** Delivery given up after the last attempt. */
  failed_at: NullableTimestamp;
}

export interface ContactMessageTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  phone_number: string;
  message: string;
  created_at: GeneratedTimestamp;
  forwarded_at: NullableTimestamp;
}

/** A caller's Idempotency-Key: in progress while status_code is null, then the stored answer. */
export interface IdempotentRequestTable {
  user_id: number;
  key: string;
  fingerprint: string;
  claim: string;
  status_code: number | null;
  response_body: string | null;
  created_at: GeneratedTimestamp;
}

export interface DB {
  app_setting: AppSettingTable;
  role: RoleTable;
  us_state: UsStateTable;
  company: CompanyTable;
  app_user: AppUserTable;
  user_role: UserRoleTable;
  auth_session: AuthSessionTable;
  refresh_token: RefreshTokenTable;
  user_token: UserTokenTable;
  auth_attempt: AuthAttemptTable;
  export_location: ExportLocationTable;
  vin_number: VinNumberTable;
  vehicle: VehicleTable;
  vehicle_cost_detail: VehicleCostDetailTable;
  part: PartTable;
  vehicle_photo: VehiclePhotoTable;
  damage_photo: DamagePhotoTable;
  offer_chain: OfferChainTable;
  offer: OfferTable;
  vehicle_sale: VehicleSaleTable;
  vehicle_check: VehicleCheckTable;
  conditional_report: ConditionalReportTable;
  note: NoteTable;
  notification: NotificationTable;
  event: EventTable;
  email_message: EmailMessageTable;
  contact_message: ContactMessageTable;
  idempotent_request: IdempotentRequestTable;
}
