// Invited users: a client adds a sub-user (role id 2, ROLE_BUYER) to its own company, an agent
// manager adds an agent (role id 4, ROLE_AGENT, no company, no export location yet), or staff
// register a dealer (role id 3, ROLE_CLIENT) with its company on the assign-company page. The new user
// has no password: it gets an e-mail with a single-use link to /buyer/user/confirm/{token} and
// creates its password there (PUT /api/user/completeRegistration).
import { ROLE_IDS } from '@canam/domain/roles';
import { USER_STATUS } from '@canam/domain/statuses';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import { siteLink } from '../mail/links.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { queueMail } from '../mail/postOffice.ts';
import { agentInvitationMail } from '../mail/templates/agentInvitation.ts';
import { invitationMail } from '../mail/templates/invitation.ts';
import { deliverAll } from './delivery.ts';
import { notificationsLink } from './notificationsLink.ts';
import type { AccountServices } from './services.ts';
import { TOKEN_LIFETIME_MS, issueUserToken } from './userTokens.ts';
import { isUniqueViolation, userIdByEmail } from './users.ts';

interface InvitedPerson {
  email: string;
  firstName: string;
  lastName: string;
  officePhoneNumber?: string | null;
  extension?: string | null;
  mobileNumber?: string | null;
  /** Who invites (a client, or an agent manager). */
  invitedBy: number;
}

/** A sub-user or a dealer joins the company given; an agent joins none. */
export type Invitation = InvitedPerson &
  (
    | { role: 'ROLE_BUYER' | 'ROLE_CLIENT'; companyId: number }
    | { role: 'ROLE_AGENT'; nickname?: string | null }
  );

/** What the invitation says a dealer was added as. */
const INVITED_AS = { ROLE_BUYER: 'a buyer of the company', ROLE_CLIENT: 'a dealer' } as const;

const DAY = 86_400_000;

/** The invitation e-mail, worded for a company's buyer or for a staff agent. */
async function invitationMessage(
  db: Db,
  invitation: Invitation,
  to: { userId: number; email: string; token: string; publicBaseUrl: string },
): Promise<MailMessage> {
  const inviter = await db
    .selectFrom('app_user as u')
    .leftJoin('company as c', 'c.id', 'u.company_id')
    .select(['u.first_name', 'u.last_name', 'c.commercial_name', 'c.company_name'])
    .where('u.id', '=', invitation.invitedBy)
    .executeTakeFirstOrThrow();
  const companyName = inviter.commercial_name ?? inviter.company_name;
  const name = `${inviter.first_name} ${inviter.last_name}`;
  const mail = {
    to: to.email,
    firstName: invitation.firstName.trim(),
    link: siteLink(to.publicBaseUrl, `/buyer/user/confirm/${to.token}`),
    notificationsUrl: await notificationsLink(db, to.userId, to.publicBaseUrl),
    validDays: TOKEN_LIFETIME_MS.invitation / DAY,
  };
  return invitation.role === 'ROLE_AGENT'
    ? agentInvitationMail({ ...mail, invitedBy: name })
    : invitationMail({
        ...mail,
        invitedBy: `${name}${companyName ? ` (${companyName})` : ''}`,
        invitedAs: INVITED_AS[invitation.role],
      });
}

/** Creates the invited user and queues its e-mail, inside the caller's transaction. */
export async function queueInvitation(
  db: Db,
  publicBaseUrl: string,
  invitation: Invitation,
): Promise<{ userId: number; mailId: number }> {
  const email = invitation.email.trim().toLowerCase();
  if ((await userIdByEmail(db, email)) !== null)
    throw badRequest('EMAIL_TAKEN', ACCOUNT_MESSAGES.invalidEmail);
  const agent = invitation.role === 'ROLE_AGENT';
  const { id: userId } = await db
    .insertInto('app_user')
    .values({
      email,
      first_name: invitation.firstName.trim(),
      last_name: invitation.lastName.trim(),
      nickname: agent ? invitation.nickname?.trim() || null : null,
      password_hash: null,
      status: USER_STATUS.ACTIVE,
      office_phone_number: invitation.officePhoneNumber || null,
      extension: invitation.extension || null,
      mobile_number: invitation.mobileNumber || null,
      company_id: agent ? null : invitation.companyId,
      export_location_id: null,
      created_by: invitation.invitedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_role')
    .values({ user_id: userId, role_id: ROLE_IDS[invitation.role], position: 0 })
    .execute();
  const token = await issueUserToken(db, userId, 'invitation');
  const message = await invitationMessage(db, invitation, { userId, email, token, publicBaseUrl });
  const mailId = await queueMail(db, message);
  return { userId, mailId };
}

/**
 * Invites a user in a transaction of its own and sends the e-mail after the commit. Two
 * invitations of one address at once: the unique index refuses the second ('invalid email').
 */
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
