-- Personal access tokens (api/src/auth/accessToken*.ts, api/src/users/accessTokens.ts): a user's named, scoped tokens for tools, kept
-- only as a SHA-256 hash, and the per-token request counter of their rate limit.

CREATE TABLE access_token (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  -- SHA-256 (base64url) of the whole token; the token itself is shown once and never stored
  token_hash text NOT NULL UNIQUE,
  -- canam_pat_ and the first characters after it, for the list
  token_prefix text NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  scopes text[] NOT NULL CHECK (
    cardinality(scopes) > 0
    AND scopes <@ ARRAY['catalogue:read', 'offers:read', 'offers:write', 'inventory:read']
  ),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX access_token_user_idx ON access_token (user_id, created_at DESC);

-- Requests of one token in one minute (fixed windows); counted by one atomic upsert, so every api
-- process shares the limit. Windows older than the current one are deleted as new ones open.
CREATE TABLE access_token_rate (
  token_id integer NOT NULL REFERENCES access_token (id) ON DELETE CASCADE,
  window_start timestamptz NOT NULL,
  requests integer NOT NULL,
  PRIMARY KEY (token_id, window_start)
);
