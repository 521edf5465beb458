// Staff accepted the dealer company: its client may now log in and its users see prices, make
// offers and buy.
import type { MailMessage } from '../mailer.ts';
import { composeMail } from './layout.ts';

export interface CompanyAcceptedMail {
  to: string;
  firstName: string;
  companyName: string;
  /** ${PUBLIC_BASE_URL}/auth/login */
  link: string;
  notificationsUrl: string;
}

export function companyAcceptedMail(mail: CompanyAcceptedMail): MailMessage {
  return composeMail({
    to: mail.to,
    subject: 'Your company was accepted',
    firstName: mail.firstName,
    paragraphs: [
      `Our team reviewed ${mail.companyName} and accepted it on CANAM Marketplace, the wholesale marketplace of used vehicles imported from Canada.`,
      'You and the users of your company now see prices, make offers and buy. Log in with your e-mail address and password.',
    ],
    action: { label: 'Log in', url: mail.link },
    closing: [],
    notificationsUrl: mail.notificationsUrl,
  });
}
