// Staff rejected the dealer company, or the dealer's registration when it had no company yet: it
// can no longer log in, and may write to us.
import type { MailMessage } from '../mailer.ts';
import { composeMail } from './layout.ts';

export interface DealerRejectedMail {
  to: string;
  firstName: string;
  /** The rejected company; null when the registration had none. */
  companyName: string | null;
  /** ${PUBLIC_BASE_URL}/#contact */
  link: string;
  notificationsUrl: string;
}

export function dealerRejectedMail(mail: DealerRejectedMail): MailMessage {
  const what = mail.companyName ?? 'your registration';
  return composeMail({
    to: mail.to,
    subject: mail.companyName
      ? 'Your company was not accepted'
      : 'Your registration was not accepted',
    firstName: mail.firstName,
    paragraphs: [
      `Our team reviewed ${what} and could not accept it on CANAM Marketplace.`,
      'You can no longer log in. If you think this is a mistake, or want to send us more information, contact us.',
    ],
    action: { label: 'Contact us', url: mail.link },
    closing: [],
    notificationsUrl: mail.notificationsUrl,
  });
}
