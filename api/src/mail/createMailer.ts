// The mailer of the configuration: SMTP when a URL is set, the stored outbox otherwise.
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outboxMailer.ts';
import { createSmtpMailer } from './smtpMailer.ts';

export function createMailer(config: { smtpUrl: string | null; mailFrom: string }): Mailer {
  return config.smtpUrl
    ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
    : createOutboxMailer();
}
