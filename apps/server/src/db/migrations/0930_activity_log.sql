-- The activity log (docs/decisions/activity-log.md; SPEC 2 /account/activity-log): one row per successful change
-- a user made at a property through the contract, written by the server after it answered (module
-- activity-log). The operation is the contract's operationId; `subject` the path's ids besides the property's.
-- Never a request's body. The user's name and e-mail are read from their account when the log is read.
CREATE TABLE activity_log (
  hotel_id bigint NOT NULL REFERENCES hotels (hotel_id) ON DELETE CASCADE,
  activity_id bigint GENERATED ALWAYS AS IDENTITY,
  account_id bigint REFERENCES accounts (id) ON DELETE SET NULL,
  operation text NOT NULL CHECK (length(operation) BETWEEN 1 AND 100),
  subject jsonb NOT NULL DEFAULT '{}'::jsonb,
  at timestamptz NOT NULL,
  PRIMARY KEY (hotel_id, activity_id)
);
CREATE INDEX activity_log_by_time ON activity_log (hotel_id, at DESC, activity_id DESC);
