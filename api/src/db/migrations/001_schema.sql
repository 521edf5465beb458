-- The whole data model of the marketplace, designed once for every area of the specification
-- (some tables are used by routes that come in later issues). Money is numeric(12,2) (exact);
-- times are timestamptz (UTC).

CREATE TABLE app_setting (
  key text PRIMARY KEY,
  value text NOT NULL
);

-- Roles and users ---------------------------------------------------------------------------

CREATE TABLE role (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE us_state (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE company (
  id serial PRIMARY KEY,
  company_name text,
  commercial_name text,
  -- free "company ID" text of the dealer form
  company_code text,
  street text,
  address_line2 text,
  zip text,
  state_id integer REFERENCES us_state (id),
  city text,
  web_site text,
  taxid text,
  gst text,
  qst text,
  -- NEQ or Business number, with which of the two it is
  corporation_number text,
  corporation_type text CHECK (corporation_type IN ('NEQ', 'BUSINESS_NUMBER')),
  dealer_license text,
  billing_contact_name text,
  billing_contact_email text,
  billing_contact_mobile_phone text,
  secondary_email text,
  secondary_mobile_number text,
  fax_number text,
  office_phone_number text,
  to_be_delivered boolean NOT NULL DEFAULT false,
  auction_access_number text,
  -- 1 accepted, 2 pending, 3 rejected
  status smallint NOT NULL DEFAULT 2 CHECK (status IN (1, 2, 3)),
  -- validation flags set by reviewers
  valid_company_name boolean NOT NULL DEFAULT false,
  valid_taxid boolean NOT NULL DEFAULT false,
  valid_dealer_license boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_status_idx ON company (status);

CREATE TABLE app_user (
  id serial PRIMARY KEY,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  nickname text,
  password_hash text,
  -- 0 inactive, 1 active
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  extension text,
  mobile_number text,
  office_phone_number text,
  accept_email boolean NOT NULL DEFAULT true,
  accept_sms boolean NOT NULL DEFAULT false,
  auction_access_number text,
  -- the company the user belongs to
  company_id integer REFERENCES company (id),
  -- the company the user registered itself and that waits for review
  pre_register_company_id integer REFERENCES company (id),
  -- agents: where their vehicles are exported from
  export_location_id integer,
  marketplace_id integer NOT NULL DEFAULT 1,
  created_by integer REFERENCES app_user (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX app_user_email_key ON app_user (lower(email));
CREATE INDEX app_user_company_idx ON app_user (company_id);

-- position keeps the order of the roles: the first one decides the home route
CREATE TABLE user_role (
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  role_id integer NOT NULL REFERENCES role (id),
  position smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, role_id)
);

-- Sessions and single-use tokens --------------------------------------------------------------

CREATE TABLE auth_session (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX auth_session_user_idx ON auth_session (user_id);

-- refresh tokens rotate: each is used once; presenting a used one revokes the session
CREATE TABLE refresh_token (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES auth_session (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX refresh_token_session_idx ON refresh_token (session_id);

-- registration, password reset, invitation and e-mail preference links
CREATE TABLE user_token (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (
    purpose IN ('registration', 'password_reset', 'invitation', 'notifications')
  ),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  used_at timestamptz
);
CREATE INDEX user_token_user_idx ON user_token (user_id, purpose);

-- attempts per account and per address, for rate limits
CREATE TABLE auth_attempt (
  id bigserial PRIMARY KEY,
  action text NOT NULL,
  subject text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_attempt_lookup_idx ON auth_attempt (action, subject, created_at);

-- Vehicles -------------------------------------------------------------------------------------

CREATE TABLE export_location (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  address text,
  link text
);

-- data decoded from a VIN (one row per VIN)
CREATE TABLE vin_number (
  id serial PRIMARY KEY,
  vin_number text NOT NULL UNIQUE,
  make text,
  model text,
  year integer,
  trim text,
  options text,
  style text,
  doors integer,
  vehicle_type text,
  drive_type text,
  made_in text,
  made_in_city text,
  transmission_type text,
  engine text,
  decoded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vin_number_make_model_idx ON vin_number (make, model);

CREATE TABLE vehicle (
  id serial PRIMARY KEY,
  -- identifier from the source inventory system
  vehicle_id text,
  vin_number_id integer NOT NULL UNIQUE REFERENCES vin_number (id),
  stock_number text UNIQUE,
  miles integer CHECK (miles >= 0),
  color text,
  status text NOT NULL DEFAULT 'Draft' CHECK (
    status IN ('Draft', 'ReadyToSell', 'InStock', 'Sold', 'Inactive')
  ),
  -- equipment checklist of the registry (airConditioning, sunroof, ...)
  equipment jsonb NOT NULL DEFAULT '{}'::jsonb,
  release_date timestamptz,
  release_date_register timestamptz,
  release_date_in_ready timestamptz,
  location text,
  export_location_id integer REFERENCES export_location (id),
  cr_url text,
  work_order boolean NOT NULL DEFAULT false,
  -- owning agent
  users_id integer REFERENCES app_user (id),
  marketplace_id integer NOT NULL DEFAULT 1,
  register_date timestamptz NOT NULL DEFAULT now(),
  date_received timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicle_status_idx ON vehicle (status, release_date);
CREATE INDEX vehicle_owner_idx ON vehicle (users_id);

CREATE TABLE vehicle_cost_detail (
  vehicle_id integer PRIMARY KEY REFERENCES vehicle (id) ON DELETE CASCADE,
  cost numeric(12, 2),
  -- CAD per USD
  fx numeric(10, 4),
  cost_usd numeric(12, 2),
  price numeric(12, 2),
  reserved_price numeric(12, 2),
  type_currency text NOT NULL DEFAULT 'USD',
  published boolean NOT NULL DEFAULT true
);
CREATE INDEX vehicle_cost_detail_price_idx ON vehicle_cost_detail (price);

CREATE TABLE part (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE vehicle_photo (
  id serial PRIMARY KEY,
  vehicle_id integer NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
  part_id integer REFERENCES part (id),
  photo text NOT NULL,
  photo_thumbnail text NOT NULL,
  -- external images come from the source inventory, not uploaded by staff
  external boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicle_photo_vehicle_idx ON vehicle_photo (vehicle_id, position);

CREATE TABLE damage_photo (
  id serial PRIMARY KEY,
  vehicle_id integer NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
  damage_photo text NOT NULL,
  type text
);
CREATE INDEX damage_photo_vehicle_idx ON damage_photo (vehicle_id);

-- Offers and sales -----------------------------------------------------------------------------

-- one negotiation between one vehicle and one client
CREATE TABLE offer_chain (
  id serial PRIMARY KEY,
  vehicle_id integer NOT NULL REFERENCES vehicle (id),
  client_id integer NOT NULL REFERENCES app_user (id),
  -- open, accepted, closed (the vehicle was sold to someone else)
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'accepted', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (vehicle_id, client_id)
);
CREATE INDEX offer_chain_client_idx ON offer_chain (client_id);

CREATE TABLE offer (
  id serial PRIMARY KEY,
  chain_id integer NOT NULL REFERENCES offer_chain (id) ON DELETE CASCADE,
  vehicle_id integer NOT NULL REFERENCES vehicle (id),
  client_id integer NOT NULL REFERENCES app_user (id),
  -- who made this offer and as what: the client side or the provider (staff) side
  author_id integer NOT NULL REFERENCES app_user (id),
  author_role text NOT NULL,
  offer_price numeric(12, 2) NOT NULL CHECK (offer_price > 0),
  -- 1 active, 0 expired, 2 accepted, 3 closed
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2, 3)),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  idempotency_key text UNIQUE
);
CREATE INDEX offer_vehicle_idx ON offer (vehicle_id, status);
CREATE INDEX offer_chain_idx ON offer (chain_id, created_at);
CREATE INDEX offer_expiry_idx ON offer (expires_at) WHERE status = 1;

-- a vehicle is sold at most once
CREATE TABLE vehicle_sale (
  id serial PRIMARY KEY,
  vehicle_id integer NOT NULL UNIQUE REFERENCES vehicle (id),
  sale_price numeric(12, 2),
  received_price numeric(12, 2),
  buyer_id integer REFERENCES app_user (id),
  offer_id integer REFERENCES offer (id),
  created_by integer REFERENCES app_user (id),
  register_date timestamptz NOT NULL DEFAULT now(),
  idempotency_key text UNIQUE
);
CREATE INDEX vehicle_sale_buyer_idx ON vehicle_sale (buyer_id);

-- Back-office records --------------------------------------------------------------------------

CREATE TABLE vehicle_check (
  id serial PRIMARY KEY,
  vehicle_id integer NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES app_user (id),
  date date NOT NULL,
  number bigint NOT NULL,
  amount numeric(12, 2) NOT NULL,
  status boolean NOT NULL DEFAULT true,
  register_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicle_check_vehicle_idx ON vehicle_check (vehicle_id);

CREATE TABLE conditional_report (
  id serial PRIMARY KEY,
  vehicle_id integer NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
  user_id integer REFERENCES app_user (id),
  url text NOT NULL,
  status boolean NOT NULL DEFAULT true,
  date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conditional_report_vehicle_idx ON conditional_report (vehicle_id);

CREATE TABLE note (
  id serial PRIMARY KEY,
  vehicle_id integer NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES app_user (id),
  description text NOT NULL,
  status boolean NOT NULL DEFAULT true,
  date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX note_vehicle_idx ON note (vehicle_id);

-- Notifications, events, mail and contact ------------------------------------------------------

CREATE TABLE notification (
  id serial PRIMARY KEY,
  -- who receives it
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  offer_id integer REFERENCES offer (id),
  vehicle_id integer REFERENCES vehicle (id),
  -- the dealer the notification is about
  buyer_id integer REFERENCES app_user (id),
  kind text NOT NULL,
  offer_price numeric(12, 2),
  -- 2 means read
  sent smallint NOT NULL DEFAULT 1,
  new_notification boolean NOT NULL DEFAULT true,
  register_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_user_idx ON notification (user_id, sent, register_date);

-- the outbox: every change someone may watch, written in the same transaction as the change
CREATE TABLE event (
  id bigserial PRIMARY KEY,
  type text NOT NULL,
  vehicle_id integer,
  user_id integer,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE email_message (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  error text
);

CREATE TABLE contact_message (
  id serial PRIMARY KEY,
  full_name text NOT NULL,
  email text NOT NULL,
  phone_number text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  forwarded_at timestamptz
);

-- replies of requests that carried an Idempotency-Key, so a retry does not act twice
CREATE TABLE idempotent_request (
  key text NOT NULL,
  user_id integer NOT NULL,
  status_code integer NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
