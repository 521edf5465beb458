// Offer e-mails go through the post office like every e-mail: queued in the transaction of the
// step (a rolled-back step sends nothing), each with its own preference link, and delivered after
// the commit. A failed delivery is logged and on its row, and retried by the worker
// (mail/redelivery.ts); it never fails or undoes the step.
import { notificationsLink } from '../accounts/notificationsLink.ts';
import { deliverAll } from '../accounts/delivery.ts';
import type { Db } from '../db/database.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { queueMail } from '../mail/postOffice.ts';
import type { MailVehicle } from '../mail/templates/offerFacts.ts';
import { mailVehicle, mailVehicleWithDealer } from './mailFacts.ts';
import type { MailRecipient } from './mailRecipients.ts';
import type { OfferMailSettings } from './negotiationContext.ts';

/** How a message addresses its recipient: e-mail, the greeting's name, its preference link. */
export interface MailAddressee {
  to: string;
  firstName: string;
  notificationsUrl: string;
}

/** Queues one message per recipient; `compose` gets the recipient and how to address it. */
export async function queueForEach(
  db: Db,
  publicBaseUrl: string,
  recipients: readonly MailRecipient[],
  compose: (recipient: MailRecipient, addressee: MailAddressee) => MailMessage,
): Promise<number[]> {
  const ids: number[] = [];
  for (const recipient of recipients) {
    const notificationsUrl = await notificationsLink(db, recipient.id, publicBaseUrl);
    const addressee = { to: recipient.email, firstName: recipient.firstName, notificationsUrl };
    ids.push(await queueMail(db, compose(recipient, addressee)));
  }
  return ids;
}

export interface BothSides {
  vehicleId: number;
  /** The dealer of the negotiation, whom the staff's messages name. */
  dealerId: number;
  dealers: readonly MailRecipient[];
  staff: readonly MailRecipient[];
}

export interface BothSidesMails {
  dealer(dealer: MailRecipient, addressee: MailAddressee, vehicle: MailVehicle): MailMessage;
  staff(
    member: MailRecipient,
    addressee: MailAddressee,
    facts: { vehicle: MailVehicle; dealer: string },
  ): MailMessage;
}

/** One step's messages to the dealer, then to the staff; nothing is read when nobody gets one. */
export async function queueForBothSides(
  db: Db,
  publicBaseUrl: string,
  sides: BothSides,
  mails: BothSidesMails,
): Promise<number[]> {
  if (!sides.dealers.length && !sides.staff.length) return [];
  const toDealers = (vehicle: MailVehicle) =>
    queueForEach(db, publicBaseUrl, sides.dealers, (recipient, addressee) =>
      mails.dealer(recipient, addressee, vehicle),
    );
  if (!sides.staff.length) return toDealers(await mailVehicle(db, sides.vehicleId));
  const { vehicle, dealer } = await mailVehicleWithDealer(db, sides.vehicleId, sides.dealerId);
  const toDealer = await toDealers(vehicle);
  const toStaff = await queueForEach(db, publicBaseUrl, sides.staff, (member, addressee) =>
    mails.staff(member, addressee, { vehicle, dealer }),
  );
  return [...toDealer, ...toStaff];
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
