// E-mail templates, links and the MIME reading of the test SMTP server.
import { describe, expect, it } from 'vitest';
import { extractLinks, siteLink } from './links.ts';
import { companyAcceptedMail } from './templates/companyAccepted.ts';
import { confirmationMail } from './templates/confirmation.ts';
import { agentInvitationMail } from './templates/agentInvitation.ts';
import { dealerRejectedMail } from './templates/dealerRejected.ts';
import { invitationMail } from './templates/invitation.ts';
import { passwordResetMail } from './templates/passwordReset.ts';
import { parseMail } from './testing/parseMail.ts';

const footer = 'http://localhost:8080/disable/notifications/abc';

describe('templates', () => {
  it.each([
    [
      'confirmation',
      confirmationMail({
        to: 'a@b.test',
        firstName: 'Ann',
        link: 'http://localhost:8080/buyer/company-create/tok',
        notificationsUrl: footer,
        validDays: 7,
      }),
      'http://localhost:8080/buyer/company-create/tok',
    ],
    [
      'password reset',
      passwordResetMail({
        to: 'a@b.test',
        firstName: 'Ann',
        link: 'http://localhost:8080/auth/password/tok',
        notificationsUrl: footer,
        validMinutes: 60,
      }),
      'http://localhost:8080/auth/password/tok',
    ],
    [
      'invitation',
      invitationMail({
        to: 'a@b.test',
        firstName: 'Ann',
        invitedBy: 'Bob <Boss> & Co',
        link: 'http://localhost:8080/buyer/user/confirm/tok',
        notificationsUrl: footer,
        validDays: 7,
      }),
      'http://localhost:8080/buyer/user/confirm/tok',
    ],
    [
      'agent invitation',
      agentInvitationMail({
        to: 'a@b.test',
        firstName: 'Ann',
        invitedBy: 'Bob <Boss> & Co',
        link: 'http://localhost:8080/buyer/user/confirm/tok',
        notificationsUrl: footer,
        validDays: 7,
      }),
      'http://localhost:8080/buyer/user/confirm/tok',
    ],
    [
      'company accepted',
      companyAcceptedMail({
        to: 'a@b.test',
        firstName: 'Ann',
        companyName: 'Bob <Boss> & Co',
        link: 'http://localhost:8080/auth/login',
        notificationsUrl: footer,
      }),
      'http://localhost:8080/auth/login',
    ],
    [
      'company rejected',
      dealerRejectedMail({
        to: 'a@b.test',
        firstName: 'Ann',
        companyName: 'Bob <Boss> & Co',
        link: 'http://localhost:8080/#contact',
        notificationsUrl: footer,
      }),
      'http://localhost:8080/#contact',
    ],
    [
      'registration rejected',
      dealerRejectedMail({
        to: 'a@b.test',
        firstName: 'Ann',
        companyName: null,
        link: 'http://localhost:8080/#contact',
        notificationsUrl: footer,
      }),
      'http://localhost:8080/#contact',
    ],
  ])('%s: text and HTML parts with the link and the preference footer', (_name, mail, link) => {
    expect(mail.to).toBe('a@b.test');
    expect(mail.subject.length).toBeGreaterThan(10);
    expect(mail.text).toMatch(/^Hello Ann,/);
    expect(extractLinks(mail.text)).toEqual([link, footer]);
    expect(mail.html).toContain(`<a href="${link}">`);
    expect(mail.html).toContain(`<a href="${footer}">`);
    expect(mail.html).not.toMatch(/<Boss>/);
  });

  it('names the decision in the subject of the review e-mails', () => {
    const common = { to: 'a@b.test', firstName: 'Ann', notificationsUrl: footer, link: footer };
    const accepted = companyAcceptedMail({ ...common, companyName: 'Hudson Autos' });
    expect(accepted.subject).toBe('Your company was accepted');
    expect(accepted.text).toContain('accepted it');
    const rejected = dealerRejectedMail({ ...common, companyName: 'Hudson Autos' });
    expect(rejected.subject).toBe('Your company was not accepted');
    expect(rejected.text).toContain('reviewed Hudson Autos and could not accept it');
    const alone = dealerRejectedMail({ ...common, companyName: null });
    expect(alone.subject).toBe('Your registration was not accepted');
  });
});

describe('links', () => {
  it('joins the public base URL and a path with one slash', () => {
    expect(siteLink('http://x.test/', '/a/b')).toBe('http://x.test/a/b');
    expect(siteLink('http://x.test', 'a')).toBe('http://x.test/a');
  });

  it('finds the URLs of a text without trailing punctuation or repeats', () => {
    expect(
      extractLinks('Go to https://x.test/a?b=1. Or (http://y.test/c), https://x.test/a?b=1'),
    ).toEqual(['https://x.test/a?b=1', 'http://y.test/c']);
    expect(extractLinks('no links here')).toEqual([]);
  });
});

describe('parseMail', () => {
  it('reads headers and quoted-printable and base64 parts', () => {
    const raw = [
      'From: CANAM Marketplace <no-reply@canam.test>',
      'To: a@b.test',
      'Subject: =?UTF-8?Q?R=C3=A9sum=C3=A9?=',
      'Content-Type: multipart/alternative;',
      ' boundary="--b1"',
      '',
      '----b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Link: http://localhost:8080/buyer/company-create/abc=',
      'def =3D caf=C3=A9',
      '----b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>hi</p>').toString('base64'),
      '----b1--',
      '',
    ].join('\r\n');
    const mail = parseMail(raw);
    expect(mail.from).toBe('CANAM Marketplace <no-reply@canam.test>');
    expect(mail.subject).toBe('Résumé');
    expect(mail.text).toBe('Link: http://localhost:8080/buyer/company-create/abcdef = café');
    expect(mail.html).toBe('<p>hi</p>');
  });
});
