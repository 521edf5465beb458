// The frame of every e-mail: greeting, paragraphs, one call to action with its link written out in
// full (plain-text readers and tests follow it), and the footer with the notification-preference
// link. The plain-text part and the HTML part carry the same content.
import type { MailMessage } from '../mailer.ts';

export interface MailContent {
  to: string;
  subject: string;
  firstName: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Paragraphs after the link (validity, "ignore this e-mail if …"). */
  closing: string[];
  /** The /disable/notifications/{token} link of the recipient. */
  notificationsUrl: string;
}

export const SIGNATURE = 'CANAM Marketplace';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

export function composeMail(content: MailContent): MailMessage {
  const footer = `You receive this e-mail because of your account on ${SIGNATURE}. Turn e-mail notifications on or off: ${content.notificationsUrl}`;
  const text = [
    `Hello ${content.firstName},`,
    ...content.paragraphs,
    `${content.action.label}: ${content.action.url}`,
    ...content.closing,
    `-- \n${SIGNATURE}\n${footer}`,
  ].join('\n\n');

  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const html = [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; color: #1a202c;">',
    paragraph(`Hello ${content.firstName},`),
    ...content.paragraphs.map(paragraph),
    `<p>${link(content.action.url, content.action.label)}</p>`,
    `<p style="font-size: 12px;">${escapeHtml(content.action.url)}</p>`,
    ...content.closing.map(paragraph),
    `<hr><p style="font-size: 12px; color: #4a5568;">${escapeHtml(SIGNATURE)}<br>`,
    `You receive this e-mail because of your account on ${escapeHtml(SIGNATURE)}. `,
    `${link(content.notificationsUrl, 'Turn e-mail notifications on or off')}</p>`,
    '</body></html>',
  ].join('\n');

  return { to: content.to, subject: content.subject, text, html };
}
