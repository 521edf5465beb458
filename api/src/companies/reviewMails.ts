// The e-mails of a review decision, queued in the decision's transaction (delivered after the
// commit): the company's client hears that its company was accepted or rejected; a dealer
// rejected without a company hears that its registration was.
import type { Db } from '../db/database.ts';
import { notificationsLink } from '../accounts/notificationsLink.ts';
import { siteLink } from '../mail/links.ts';
import { queueMail } from '../mail/postOffice.ts';
import { companyAcceptedMail } from '../mail/templates/companyAccepted.ts';
import { dealerRejectedMail } from '../mail/templates/dealerRejected.ts';
import { companyClientId } from './dealerRecord.ts';

export type ReviewDecision = 'accepted' | 'rejected';

/** Where a rejected dealer may write to us: the home page's contact section. */
const CONTACT_PATH = '/#contact';
const LOGIN_PATH = '/auth/login';

async function recipient(db: Db, userId: number) {
  return db
    .selectFrom('app_user')
    .select(['id', 'email', 'first_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** E-mails the company's client the decision; null when the company has no user. */
export async function queueCompanyDecisionMail(
  db: Db,
  publicBaseUrl: string,
  companyId: number,
  decision: ReviewDecision,
): Promise<number | null> {
  const clientId = await companyClientId(db, companyId);
  if (clientId === null) return null;
  const client = await recipient(db, clientId);
  const company = await db
    .selectFrom('company')
    .select(['commercial_name', 'company_name'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const companyName = company.commercial_name ?? company.company_name ?? 'your company';
  const common = {
    to: client.email,
    firstName: client.first_name,
    companyName,
    notificationsUrl: await notificationsLink(db, client.id, publicBaseUrl),
  };
  return queueMail(
    db,
    decision === 'accepted'
      ? companyAcceptedMail({ ...common, link: siteLink(publicBaseUrl, LOGIN_PATH) })
      : dealerRejectedMail({ ...common, link: siteLink(publicBaseUrl, CONTACT_PATH) }),
  );
}

/** E-mails a dealer rejected on its own (it had no company) that its registration was. */
export async function queueUserRejectedMail(
  db: Db,
  publicBaseUrl: string,
  userId: number,
): Promise<number> {
  const user = await recipient(db, userId);
  return queueMail(
    db,
    dealerRejectedMail({
      to: user.email,
      firstName: user.first_name,
      companyName: null,
      link: siteLink(publicBaseUrl, CONTACT_PATH),
      notificationsUrl: await notificationsLink(db, user.id, publicBaseUrl),
    }),
  );
}
