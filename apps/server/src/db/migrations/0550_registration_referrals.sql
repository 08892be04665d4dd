-- Registration (issue 11, module registration): referral codes an owner may give on the other-platform step
-- (SPEC 5: "referral code valid"). A code is valid from valid_from through valid_until (inclusive, in the
-- property's day); an unknown or expired code is refused field by field.
CREATE TABLE referral_codes (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{3,20}$'),
  description text NOT NULL DEFAULT '',
  valid_from date NOT NULL,
  valid_until date,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT referral_codes_dates CHECK (valid_until IS NULL OR valid_from <= valid_until)
);
