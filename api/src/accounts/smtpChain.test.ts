// The whole chain over a real SMTP server started in-process: sign up, receive the confirmation
// e-mail, follow its link to register the company, log in once the company is accepted; forgot
// password by e-mail; the preference link of the footer; a mail server that refuses.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import { DEFAULT_MAIL_FROM } from '../config.ts';
import { bearer, logIn } from '../testing/session.ts';
import { companyPayload, lastMailTo, signUpPayload } from './testing/accountsTesting.ts';
import { errorBody } from '../plugins/errorHandler.ts';
import { useSmtpApi } from '../mail/testing/useSmtpApi.ts';

const SITE = 'http://market.test:8080';

const { api, smtp } = useSmtpApi(`${SITE}/`);

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
  smtp.app.inject({ method, url, payload, headers });

/** The path after the site of the link of a mail that starts with `path`. */
function follow(links: string[], path: string): string {
  const link = links.find((url) => url.startsWith(`${SITE}${path}`));
  if (!link) throw new Error(`No ${path} link in ${links.join(', ')}`);
  return link.slice(`${SITE}${path}`.length);
}

describe('sign-up to the first login, by e-mail', () => {
  it('walks the whole chain', async () => {
    const email = 'grace.lee@maplemotors.test';
    const signUp = await inject(
      'POST',
      '/api/user/create',
      signUpPayload(email, { firstName: 'Grace', lastName: 'Lee' }),
    );
    expect(signUp.statusCode, signUp.body).toBe(200);

    const mail = await smtp.sink.waitForMail(email);
    expect(mail.from).toBe(DEFAULT_MAIL_FROM);
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Confirm your e-mail and register your company');
    expect(mail.text).toContain('Hello Grace,');
    expect(mail.html).toContain('<a href="http://market.test:8080/buyer/company-create/');
    const token = follow(mail.links, '/buyer/company-create/');
    expect(follow(mail.links, '/disable/notifications/')).toMatch(/^[\w-]{43}$/);
    const stored = await lastMailTo(api.database.db, email);
    expect(stored.sent_at).not.toBeNull();
    expect(stored.error).toBeNull();

    const welcome = await inject('GET', `/api/user?registrationToken=${token}`);
    expect(welcome.json().fullName).toBe('Grace Lee');
    const company = await inject('POST', '/api/createPreRegisterCompany', companyPayload(token));
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json().message).toBe('Company successfully registered');
    const companyId: number = company.json().company.id;

    const login = () =>
      inject('POST', '/api/login', { email, password: 'Secret#123', marketPlace: 1 });
    const pending = await login();
    expect(pending.statusCode).toBe(400);
    expect(pending.json().message).toBe('Company not active yet');

    // staff set the status to 1: the dealer may log in
    await api.database.db
      .updateTable('company')
      .set({ status: 1 })
      .where('id', '=', companyId)
      .execute();
    expect((await login()).statusCode).toBe(200);

    // accepted through the api, the company becomes the dealer's: prices show
    const admin = await logIn(smtp.app, 'admin@canam.test');
    const accept = await inject(
      'PUT',
      '/api/company',
      { id: companyId, status: 1 },
      bearer(admin.auth.accessToken),
    );
    expect(accept.statusCode).toBe(200);
    const accepted = await login();
    const { auth, user } = accepted.json();
    expect(user.roles[0].name).toBe('ROLE_CLIENT');
    expect(user.userDetails.company).toMatchObject({ id: companyId, status: 1 });
    const vehicles = await inject(
      'GET',
      '/api/vehicle?resourcesPerPage=50',
      undefined,
      bearer(auth.accessToken),
    );
    expect(vehicles.json().data.some((vehicle: { price: string | null }) => vehicle.price)).toBe(
      true,
    );
  });
});

describe('forgot password, by e-mail', () => {
  it('sets a new password through the e-mailed link; the link then shows the expired text', async () => {
    const email = 'ethan@greenmountainmotors.test';
    const asked = await inject('POST', '/api/forgotPassword', { email });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ message: 'Recover password email sent' });
    const mail = await smtp.sink.waitForMail(email);
    expect(mail.subject).toBe('Reset your CANAM Marketplace password');
    const token = follow(mail.links, '/auth/password/');

    expect((await inject('GET', `/api/setPassword/${token}`)).json()).toEqual({ valid: true });
    const changed = await inject('PUT', `/api/setPassword/${token}`, {
      password: 'Green#Mountain9',
    });
    expect(changed.json()).toEqual({ message: 'Password changed successfully' });
    const login = await inject('POST', '/api/login', { email, password: 'Green#Mountain9' });
    expect(login.statusCode).toBe(200);
    const again = await inject('GET', `/api/setPassword/${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
  });

  it('switches e-mail notifications with the footer link of the e-mail', async () => {
    const email = 'dana.whitfield@greatlakesauto.test';
    await inject('POST', '/api/forgotPassword', { email });
    const mail = await smtp.sink.waitForMail(email);
    const token = follow(mail.links, '/disable/notifications/');
    const before = (await inject('GET', `/api/getUserNotificationValues?token=${token}`)).json();
    expect(before.acceptEmail).toBe(true);
    const toggled = await inject('PUT', '/api/user/disable-notifications', { token });
    expect(toggled.json()).toEqual({
      id: before.id,
      acceptEmail: false,
      message: 'Notifications updated',
    });
  });
});

describe('a mail server that refuses', () => {
  it("answers 'Email not sent' for a reset, keeps sign-ups, and records the error", async () => {
    smtp.sink.refuse(true);
    try {
      const reset = await inject('POST', '/api/forgotPassword', {
        email: 'rachel.kim@empirestatemotors.test',
      });
      expect(reset.statusCode).toBe(502);
      expect(reset.json()).toEqual(errorBody(502, 'EMAIL_NOT_SENT', 'Email not sent'));
      const resetMail = await lastMailTo(api.database.db, 'rachel.kim@empirestatemotors.test');
      expect(resetMail.sent_at).toBeNull();
      expect(resetMail.error).toMatch(/550|Mailbox unavailable/);

      const signUp = await inject(
        'POST',
        '/api/user/create',
        signUpPayload('unlucky@maplemotors.test'),
      );
      expect(signUp.statusCode).toBe(200);
      const signUpMail = await lastMailTo(api.database.db, 'unlucky@maplemotors.test');
      expect(signUpMail.sent_at).toBeNull();
      expect(signUpMail.error).toMatch(/550|Mailbox unavailable/);
    } finally {
      smtp.sink.refuse(false);
    }
  });
});
