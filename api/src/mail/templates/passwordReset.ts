// Forgot password: the link to choose a new password.
import type { MailMessage } from '../mailer.ts';
import { composeMail } from './layout.ts';

export interface PasswordResetMail {
  to: string;
  firstName: string;
  /** ${PUBLIC_BASE_URL}/auth/password/{token} */
  link: string;
  notificationsUrl: string;
  validMinutes: number;
}

export function passwordResetMail(mail: PasswordResetMail): MailMessage {
  return composeMail({
    to: mail.to,
    subject: 'Reset your CANAM Marketplace password',
    firstName: mail.firstName,
    paragraphs: ['We received a request to reset the password of your CANAM Marketplace account.'],
    action: { label: 'Choose a new password', url: mail.link },
    closing: [
      `The link can be used once, within ${mail.validMinutes} minutes. A newer request replaces it.`,
      'If you did not ask for a new password, ignore this e-mail: your password stays the same.',
    ],
    notificationsUrl: mail.notificationsUrl,
  });
}
