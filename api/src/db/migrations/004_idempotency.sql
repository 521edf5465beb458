-- Idempotency keys bound to the caller and to a fingerprint of the request (api/src/idempotency/).

-- The per-step keys on offers and sales are replaced by the one table below.
ALTER TABLE offer DROP COLUMN idempotency_key;
ALTER TABLE vehicle_sale DROP COLUMN idempotency_key;

-- The earlier shape was never written to; it is rebuilt rather than altered.
DROP TABLE idempotent_request;

-- One row per (caller, key): claimed by the first request, then holding its answer for 24 hours.
CREATE TABLE idempotent_request (
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  -- SHA-256 (hex) of method, route path, validated body and query
  fingerprint text NOT NULL,
  -- random token of the request that holds the claim, so only it stores or releases it
  claim text NOT NULL,
  -- NULL while the first request is in progress
  status_code integer,
  -- the answer exactly as it was sent (text, so a replay is byte for byte the same)
  response_body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key),
  CHECK ((status_code IS NULL) = (response_body IS NULL))
);
CREATE INDEX idempotent_request_created_idx ON idempotent_request (created_at);
