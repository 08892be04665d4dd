-- Web push (docs/decisions/web-push.md): a device token is now the JSON of a browser's PushSubscription, and a
-- property's users get pushes on every device they registered, not only the last one. A row is one device
-- (its push endpoint) at one property (business_id); an endpoint belongs to the account that registered it last.
-- Tokens stored before were never usable (no server key was given to the browser, nothing was sent): dropped;
-- the app registers again with the server's key.
DELETE FROM push_tokens;
ALTER TABLE push_tokens ADD COLUMN endpoint text NOT NULL;
ALTER TABLE push_tokens DROP CONSTRAINT push_tokens_pkey;
ALTER TABLE push_tokens ADD PRIMARY KEY (business_id, endpoint);
-- A dead subscription (404/410) is dropped at every property; a device changing hands leaves its old account.
CREATE INDEX push_tokens_by_endpoint ON push_tokens (endpoint);
CREATE INDEX push_tokens_by_account ON push_tokens (account_id);
