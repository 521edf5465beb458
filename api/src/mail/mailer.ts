// How the api sends e-mail: by SMTP when SMTP_URL is set, otherwise into the stored outbox that
// staff read in the application. Either way every message is first written to email_message
// (postOffice.ts) in the transaction of the change it announces, and sent after the commit; what
// a failure or a crash leaves unsent, the retry worker sends (redelivery.ts).
export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part (always present). */
  text: string;
  /** A simple HTML part with the same content. */
  html: string;
}

export interface Mailer {
  /** 'smtp' hands messages to a server; 'outbox': the stored row is the delivery. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
