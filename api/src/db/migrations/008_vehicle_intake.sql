-- Vehicle intake (issue 12): upload tickets of the presigned-upload flow (DESIGN.md, files), and
-- what the database itself refuses of a vehicle's figures.

-- A single-use ticket to PUT one file: bound to the user, the kind of file and a size limit.
-- Only the SHA-256 of the token is stored, as for every other token.
CREATE TABLE upload_ticket (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('photo', 'spreadsheet')),
  file_name text NOT NULL,
  max_bytes integer NOT NULL CHECK (max_bytes > 0),
  expires_at timestamptz NOT NULL,
  -- set once the bytes are stored (under the data folder, never under uploads/)
  received_at timestamptz,
  size integer,
  -- set when a call consumed the file; a ticket is used once
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX upload_ticket_expiry_idx ON upload_ticket (expires_at);

ALTER TABLE vehicle
  ADD CONSTRAINT vehicle_miles_range CHECK (miles IS NULL OR miles <= 10000000);

ALTER TABLE vehicle_cost_detail
  ADD CONSTRAINT vehicle_cost_detail_fx_positive CHECK (fx IS NULL OR fx > 0),
  ADD CONSTRAINT vehicle_cost_detail_price_range CHECK (price IS NULL OR price >= 0),
  ADD CONSTRAINT vehicle_cost_detail_reserved_range CHECK (reserved_price IS NULL OR reserved_price >= 0);
