// Invited users: a client adds a buyer (role id 2, ROLE_BUYER) to its company, or staff register
// a dealer (role id 3, ROLE_CLIENT) on the assign-company page; the user gets an e-mail with a
// single-use link to /buyer/user/confirm/{token} and creates its password there
// (PUT /api/user/completeRegistration). The client's sub-user screen comes in a later issue and
// calls inviteUser.
import { ROLE_IDS } from '@canam/domain/roles';
import { USER_STATUS } from '@canam/domain/statuses';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import { siteLink } from '../mail/links.ts';
import { queueMail } from '../mail/postOffice.ts';
import { invitationMail } from '../mail/templates/invitation.ts';
import { deliverAll } from './delivery.ts';
import { notificationsLink } from './notificationsLink.ts';
import type { AccountServices } from './services.ts';
import { TOKEN_LIFETIME_MS, issueUserToken } from './userTokens.ts';
import { isUniqueViolation, userIdByEmail } from './users.ts';

export interface Invitation {
  email: string;
  firstName: string;
  lastName: string;
  officePhoneNumber?: string | null;
  extension?: string | null;
  mobileNumber?: string | null;
  /** The company the user joins. */
  companyId: number;
  /** The client (or staff member) who invites. */
  invitedBy: number;
  /** The invited user's role: default a client's buyer; staff register dealers as clients. */
  role?: 'ROLE_BUYER' | 'ROLE_CLIENT';
}

/** What the invitation says the user was added as. */
const INVITED_AS = {
  ROLE_BUYER: 'a buyer of the company',
  ROLE_CLIENT: 'a dealer',
} as const;

const DAY = 86_400_000;

/** Creates the invited user and queues its e-mail, inside the caller's transaction. */
export async function queueInvitation(
  db: Db,
  publicBaseUrl: string,
  invitation: Invitation,
): Promise<{ userId: number; mailId: number }> {
  const email = invitation.email.trim().toLowerCase();
  if ((await userIdByEmail(db, email)) !== null)
    throw badRequest('EMAIL_TAKEN', ACCOUNT_MESSAGES.invalidEmail);
  const inviter = await db
    .selectFrom('app_user as u')
    .leftJoin('company as c', 'c.id', 'u.company_id')
    .select(['u.first_name', 'u.last_name', 'c.commercial_name', 'c.company_name'])
    .where('u.id', '=', invitation.invitedBy)
    .executeTakeFirstOrThrow();
  const { id: userId } = await db
    .insertInto('app_user')
    .values({
      email,
      first_name: invitation.firstName.trim(),
      last_name: invitation.lastName.trim(),
      password_hash: null,
      status: USER_STATUS.ACTIVE,
      office_phone_number: invitation.officePhoneNumber || null,
      extension: invitation.extension || null,
      mobile_number: invitation.mobileNumber || null,
      company_id: invitation.companyId,
      created_by: invitation.invitedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_role')
    .values({ user_id: userId, role_id: ROLE_IDS[invitation.role ?? 'ROLE_BUYER'], position: 0 })
    .execute();
  const token = await issueUserToken(db, userId, 'invitation');
  const companyName = inviter.commercial_name ?? inviter.company_name;
  const mailId = await queueMail(
    db,
    invitationMail({
      to: email,
      firstName: invitation.firstName.trim(),
      invitedBy: `${inviter.first_name} ${inviter.last_name}${companyName ? ` (${companyName})` : ''}`,
      invitedAs: INVITED_AS[invitation.role ?? 'ROLE_BUYER'],
      link: siteLink(publicBaseUrl, `/buyer/user/confirm/${token}`),
      notificationsUrl: await notificationsLink(db, userId, publicBaseUrl),
      validDays: TOKEN_LIFETIME_MS.invitation / DAY,
    }),
  );
  return { userId, mailId };
}

/** Invites a buyer in a transaction of its own and sends the e-mail after the commit. */
export async function inviteUser(
  db: Db,
  services: Pick<AccountServices, 'mailer' | 'publicBaseUrl'>,
  invitation: Invitation,
): Promise<{ userId: number; sent: boolean }> {
  let queued: { userId: number; mailId: number };
  try {
    queued = await db
      .transaction()
      .execute((trx) => queueInvitation(trx, services.publicBaseUrl, invitation));
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('EMAIL_TAKEN', ACCOUNT_MESSAGES.invalidEmail);
    throw error;
  }
  const sent = await deliverAll(db, services.mailer, [queued.mailId]);
  return { userId: queued.userId, sent };
}
