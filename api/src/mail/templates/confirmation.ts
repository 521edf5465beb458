// After sign-up (and when staff resend it): the link to the company registration form.
import type { MailMessage } from '../mailer.ts';
import { composeMail } from './layout.ts';

export interface ConfirmationMail {
  to: string;
  firstName: string;
  /** ${PUBLIC_BASE_URL}/buyer/company-create/{token} */
  link: string;
  notificationsUrl: string;
  validDays: number;
}

export function confirmationMail(mail: ConfirmationMail): MailMessage {
  return composeMail({
    to: mail.to,
    subject: 'Confirm your e-mail and register your company',
    firstName: mail.firstName,
    paragraphs: [
      'Thank you for signing up on CANAM Marketplace, the wholesale marketplace of used vehicles imported from Canada.',
      'Confirm your e-mail address and register your dealer company with the link below. Once our team accepts your company, you will see prices and can make offers.',
    ],
    action: { label: 'Register your company', url: mail.link },
    closing: [
      `The link can be used once, within ${mail.validDays} days.`,
      'If you did not sign up, ignore this e-mail.',
    ],
    notificationsUrl: mail.notificationsUrl,
  });
}
