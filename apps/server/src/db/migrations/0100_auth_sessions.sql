-- Accounts and sessions (modules/auth): refresh-token families, password history, OTP codes, reset tokens,
-- database-backed rate limits, push tokens. Account data, not property data: keyed by account, not hotel.

-- Registered through POST /auth/register but the REGISTER OTP not verified yet (sign-in: EMAIL_NOT_VERIFIED).
ALTER TABLE accounts ADD COLUMN IF NOT EXISTS registration_pending boolean NOT NULL DEFAULT false;
-- The property the account used last; a new sign-in starts there.
ALTER TABLE accounts ADD COLUMN IF NOT EXISTS last_hotel_id bigint;
-- Language of the account's e-mails (id | en); NULL = the language of the request that needs the mail.
ALTER TABLE accounts ADD COLUMN IF NOT EXISTS lang text CHECK (lang IN ('id', 'en'));

-- One family per sign-in. Refreshing spends a token and adds the next; reuse of a spent one revokes the family.
CREATE TABLE refresh_families (
  family_id uuid PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  current_hotel_id bigint,
  channel_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX refresh_families_account ON refresh_families (account_id);

-- Only the SHA-256 of a token is stored.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  family_id uuid NOT NULL REFERENCES refresh_families (family_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  spent_at timestamptz
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

-- Previous password hashes (the current one is accounts.password_hash).
CREATE TABLE password_history (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_history_account ON password_history (account_id, id DESC);

-- The live code of one (e-mail, request type). code_hash is an HMAC; NULL once the code was used.
CREATE TABLE otp_codes (
  email text NOT NULL,
  request_type text NOT NULL CHECK (request_type IN ('REGISTER', 'FORGOT_PASSWORD', 'VERIFY_EMAIL')),
  code_hash text,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  send_count integer NOT NULL,
  last_sent_at timestamptz NOT NULL,
  verified_at timestamptz,
  PRIMARY KEY (email, request_type)
);

-- One-time tokens from a verified FORGOT_PASSWORD code.
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Fixed-window counters shared by every process (sign-in failures, e-mail checks, OTP verification).
CREATE TABLE rate_limits (
  bucket text NOT NULL,
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (bucket, key)
);

-- Web-push device tokens per account and property (businessId; '' when the account has none).
CREATE TABLE push_tokens (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  business_id text NOT NULL,
  firebase_token text NOT NULL,
  channel_id text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, business_id)
);
