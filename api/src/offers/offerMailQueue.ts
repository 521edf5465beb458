// Offer e-mails go through the post office like every e-mail: queued in the transaction of the
// step (a rolled-back step sends nothing), each with its own preference link, and delivered after
// the commit. A failed delivery is logged and on its row, and retried by the worker
// (mail/redelivery.ts); it never fails or undoes the step.
import { notificationsLink } from '../accounts/notificationsLink.ts';
import { deliverAll } from '../accounts/delivery.ts';
import type { Db } from '../db/database.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { queueMail } from '../mail/postOffice.ts';
import type { MailRecipient } from './mailRecipients.ts';
import type { OfferMailSettings } from './negotiationContext.ts';

/** Queues one message per recipient; `compose` gets the recipient's preference link. */
export async function queueForEach(
  db: Db,
  publicBaseUrl: string,
  recipients: readonly MailRecipient[],
  compose: (recipient: MailRecipient, notificationsUrl: string) => MailMessage,
): Promise<number[]> {
  const ids: number[] = [];
  for (const recipient of recipients) {
    const notificationsUrl = await notificationsLink(db, recipient.id, publicBaseUrl);
    ids.push(await queueMail(db, compose(recipient, notificationsUrl)));
  }
  return ids;
}

export async function deliverOfferMails(
  db: Db,
  settings: OfferMailSettings,
  ids: readonly number[],
): Promise<void> {
  if (!ids.length) return;
  try {
    await deliverAll(db, settings.mailer, ids, settings.log);
  } catch (error) {
    settings.log?.warn({ err: error, emailMessageIds: ids }, 'offer e-mails not delivered');
  }
}
