// What a negotiation step needs besides the database and the event outbox: the mailer and the
// public base URL of the links in its e-mails (the same ones the account e-mails use).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ChangeContext } from '../events/transact.ts';
import type { Mailer } from '../mail/mailer.ts';

export interface OfferMailSettings {
  mailer: Mailer;
  publicBaseUrl: string;
  log?: FastifyBaseLogger;
}

export interface NegotiationContext extends ChangeContext {
  mail: OfferMailSettings;
}

export function negotiationContextOf(
  app: FastifyInstance,
  log: FastifyBaseLogger = app.log,
): NegotiationContext {
  return {
    ...app.changes,
    mail: { mailer: app.accounts.mailer, publicBaseUrl: app.accounts.publicBaseUrl, log },
  };
}
