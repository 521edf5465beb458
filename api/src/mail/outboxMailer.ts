// The default mailer on a fresh machine: nothing leaves the process. The email_message row is the
// delivery; super admins read it (with its links) at GET /api/email-outbox, so a newcomer can
// complete sign-up without a mail server.
import type { Mailer } from './mailer.ts';

export function createOutboxMailer(): Mailer {
  return {
    kind: 'outbox',
    async send() {},
    async close() {},
  };
}
