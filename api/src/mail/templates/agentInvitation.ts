// An admin created a staff account for the recipient as an agent: the link to create a password.
import type { MailMessage } from '../mailer.ts';
import { composeMail } from './layout.ts';

export interface AgentInvitationMail {
  to: string;
  firstName: string;
  /** The admin who created the account, e.g. "Sofia Marchetti". */
  invitedBy: string;
  /** ${PUBLIC_BASE_URL}/buyer/user/confirm/{token} (the one page that creates an invited password) */
  link: string;
  notificationsUrl: string;
  validDays: number;
}

export function agentInvitationMail(mail: AgentInvitationMail): MailMessage {
  return composeMail({
    to: mail.to,
    subject: 'Your agent account on CANAM Marketplace',
    firstName: mail.firstName,
    paragraphs: [
      `${mail.invitedBy} created an agent account for you in the back office of CANAM Marketplace, the wholesale marketplace of used vehicles imported from Canada.`,
      "As an agent you register and edit your vehicles, answer the dealers' offers on them and follow their notifications.",
      'Create your password with the link below, then log in with this e-mail address.',
    ],
    action: { label: 'Create your password', url: mail.link },
    closing: [
      `The link can be used once, within ${mail.validDays} days. If you did not expect this account, ignore this e-mail.`,
    ],
    notificationsUrl: mail.notificationsUrl,
  });
}
