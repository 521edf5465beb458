// A client added the recipient as a user of its company (or staff registered it as a dealer): the
// link to create a password.
import type { MailMessage } from '../mailer.ts';
import { composeMail } from './layout.ts';

export interface InvitationMail {
  to: string;
  firstName: string;
  /** Who invited, e.g. "Michael Russo (Empire State Motors)". */
  invitedBy: string;
  /** What the user was added as; default 'a buyer of the company'. */
  invitedAs?: string;
  /** ${PUBLIC_BASE_URL}/buyer/user/confirm/{token} */
  link: string;
  notificationsUrl: string;
  validDays: number;
}

export function invitationMail(mail: InvitationMail): MailMessage {
  return composeMail({
    to: mail.to,
    subject: 'You are invited to CANAM Marketplace',
    firstName: mail.firstName,
    paragraphs: [
      `${mail.invitedBy} added you as ${mail.invitedAs ?? 'a buyer of the company'} on CANAM Marketplace, the wholesale marketplace of used vehicles imported from Canada.`,
      'Create your password with the link below, then log in with this e-mail address.',
    ],
    action: { label: 'Create your password', url: mail.link },
    closing: [`The link can be used once, within ${mail.validDays} days.`],
    notificationsUrl: mail.notificationsUrl,
  });
}
