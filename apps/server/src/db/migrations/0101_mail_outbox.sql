-- Mail outbox (modules/mail): written in the transaction of the change that causes the mail, delivered by
-- SMTP when SMTP_URL is set (status pending -> sending -> sent | failed), otherwise readable by developers.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  to_email text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  kind text NOT NULL,
  lang text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status IN ('pending', 'sending');
CREATE INDEX mail_outbox_recipient ON mail_outbox (to_email, id DESC);
