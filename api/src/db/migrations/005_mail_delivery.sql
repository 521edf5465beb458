-- E-mail delivery that survives a crash (mail/redelivery.ts): how many times a message was tried,
-- when the next try is due, which claim is sending it now, and when delivery was given up.
ALTER TABLE email_message
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN claimed_at timestamptz,
  ADD COLUMN failed_at timestamptz;

-- The retry worker only ever looks at messages still to deliver.
CREATE INDEX email_message_pending ON email_message (id)
  WHERE sent_at IS NULL AND failed_at IS NULL;
