// E-mail by SMTP (nodemailer) to SMTP_URL, e.g. smtp://user:pass@mail.example.com:587 or
// smtps://… ; every message from MAIL_FROM with a plain-text and an HTML part.
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

export interface SmtpSettings {
  url: string;
  from: string;
  /** Seconds to wait for the server at each step (connect, greeting, socket). */
  timeoutSeconds?: number;
}

export function createSmtpMailer(settings: SmtpSettings): Mailer {
  const timeout = (settings.timeoutSeconds ?? 20) * 1000;
  const transport = nodemailer.createTransport(
    {
      url: settings.url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    },
    { from: settings.from },
  );
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    async close() {
      transport.close();
    },
  };
}
