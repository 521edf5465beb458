// POST /api/createPreRegisterCompany, PUT /api/company {id, status}, POST
// /api/user/send-company-email, and the login answers of a registered dealer.
import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '@canam/domain/forms/company';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import {
  accountState,
  companyPayload,
  lastMailTo,
  signUpPayload,
  tokenOfLink,
} from '../../accounts/testing/accountsTesting.ts';
import { INVALID_STATE_MESSAGE } from '../../accounts/companyRegistration.ts';
import { bearer } from '../../testing/session.ts';
import { COMPANY_ALREADY_REGISTERED } from '../user/sendCompanyEmail.ts';
import { COMPANY_NOT_FOUND } from './status.ts';
import { useTestApi } from '../../testing/useTestApi.ts';
import { expireLinks } from '../../testing/accountLimits.ts';

const { api, token: staff } = useTestApi(['admin', 'superadmin', 'reviewer', 'agent', 'client']);

let signUps = 0;
/** Signs a new user up; its registration token. */
async function signUp(email: string): Promise<string> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/user/create',
    payload: signUpPayload(email),
    remoteAddress: `10.1.0.${++signUps}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const mail = await lastMailTo(api.database.db, email);
  return tokenOfLink(mail.text_body, '/buyer/company-create/');
}

const register = (payload: object) =>
  api.app.inject({ method: 'POST', url: '/api/createPreRegisterCompany', payload });
const login = (email: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: 'Secret#123' },
  });
const setStatus = (id: number, status: number, token = staff.admin!) =>
  api.app.inject({
    method: 'PUT',
    url: '/api/company',
    headers: bearer(token),
    payload: { id, status },
  });

describe('POST /api/createPreRegisterCompany', () => {
  it('registers a pending company for the link holder; the link is then used up', async () => {
    const token = await signUp('dealer1@hudson.test');
    const response = await register(companyPayload(token));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      message: 'Company successfully registered',
      company: { id: expect.any(Number), status: 2 },
    });
    const company = await api.database.db
      .selectFrom('company')
      .selectAll()
      .where('id', '=', body.company.id)
      .executeTakeFirstOrThrow();
    expect(company).toMatchObject({
      commercial_name: 'Hudson Valley Autos',
      company_name: 'Hudson Valley Autos LLC',
      street: '12 Main St',
      address_line2: 'Unit 4',
      zip: '12205',
      state_id: 33,
      city: 'Albany',
      web_site: 'www.hudsonvalleyautos.test',
      gst: '123456789RT0001',
      qst: '1234567890TQ0001',
      corporation_type: 'NEQ',
      corporation_number: '1234567890',
      taxid: '14-1234567',
      dealer_license: 'NY-123456',
      billing_contact_name: 'Nina Ortega',
      billing_contact_email: 'billing@hudsonvalleyautos.test',
      billing_contact_mobile_phone: '+15185550197',
      status: 2,
    });
    const user = await api.database.db
      .selectFrom('app_user')
      .select(['company_id', 'pre_register_company_id'])
      .where('email', '=', 'dealer1@hudson.test')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ company_id: null, pre_register_company_id: body.company.id });

    const before = await accountState(api.database.db);
    const again = await register(companyPayload(token, { commercialName: 'Second try' }));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
    expect(await accountState(api.database.db)).toEqual(before);
    const who = await api.app.inject({ url: `/api/user?registrationToken=${token}` });
    expect(who.json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
  });

  it('stores empty optional fields as null', async () => {
    const token = await signUp('minimal@hudson.test');
    const response = await register({ registrationToken: token, commercialName: 'Minimal Motors' });
    expect(response.statusCode, response.body).toBe(200);
    const company = await api.database.db
      .selectFrom('company')
      .selectAll()
      .where('id', '=', response.json().company.id)
      .executeTakeFirstOrThrow();
    expect(company).toMatchObject({
      commercial_name: 'Minimal Motors',
      company_name: null,
      zip: null,
      state_id: null,
      corporation_type: null,
      corporation_number: null,
      billing_contact_email: null,
    });
  });

  it('refuses an unknown or expired link and changes nothing', async () => {
    const token = await signUp('late@hudson.test');
    await expireLinks(api.database.db, 'registration', { email: 'late@hudson.test' });
    const before = await accountState(api.database.db);
    for (const registrationToken of [token, 'x'.repeat(43), '']) {
      const response = await register(companyPayload(registrationToken));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
    }
    expect(await accountState(api.database.db)).toEqual(before);
  });

  it.each([
    ['no commercial name', { commercialName: '  ' }, COMPANY_MESSAGES.required],
    ['a missing commercial name', { commercialName: undefined }, COMPANY_MESSAGES.required],
    ['a long commercial name', { commercialName: 'x'.repeat(101) }, COMPANY_MESSAGES.limit],
    ['a long company name', { companyName: 'x'.repeat(101) }, COMPANY_MESSAGES.limit],
    ['a long street', { street: 'x'.repeat(251) }, COMPANY_MESSAGES.limit],
    ['a long address line 2', { addressLine2: 'x'.repeat(201) }, COMPANY_MESSAGES.limit],
    ['a long ZIP', { zip: '12345-67890' }, COMPANY_MESSAGES.limit],
    ['a long website', { webSite: `www.${'x'.repeat(62)}` }, COMPANY_MESSAGES.limit],
    ['a long corporation number', { corporationNumber: '12345678901' }, COMPANY_MESSAGES.limit],
    ['a long dealer license', { dealerLicense: 'x'.repeat(51) }, COMPANY_MESSAGES.limit],
    ['a long billing name', { billingContactName: 'x'.repeat(101) }, COMPANY_MESSAGES.limit],
    ['a malformed billing e-mail', { billingContactEmail: 'billing@' }, COMPANY_MESSAGES.email],
    [
      'a corporation number without its kind',
      { corporationType: null },
      COMPANY_MESSAGES.corporationType,
    ],
    ['an unknown state', { stateId: 99 }, INVALID_STATE_MESSAGE],
  ])('refuses %s with its message and keeps the link', async (_case, overrides, message) => {
    const token = await signUp(`invalid${signUps}@hudson.test`);
    const before = await accountState(api.database.db);
    const response = await register(companyPayload(token, overrides));
    expect(response.statusCode).toBe(400);
    // An unknown state is checked against the database, the rest by the schema.
    const invalidInput = { code: 'INVALID_INPUT', field: expect.any(String) };
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      ...(message === INVALID_STATE_MESSAGE ? { code: 'STATE_NOT_FOUND' } : invalidInput),
      message,
    });
    expect(await accountState(api.database.db)).toEqual(before);
    // the link still works
    expect((await api.app.inject({ url: `/api/user?registrationToken=${token}` })).statusCode).toBe(
      200,
    );
  });
});

describe('login of a registered dealer and PUT /api/company', () => {
  it("says 'Company not active yet' until staff accept the company, then shows prices", async () => {
    const token = await signUp('owner@lakeside.test');
    const { company } = (await register(companyPayload(token))).json();
    const pending = await login('owner@lakeside.test');
    expect(pending.statusCode).toBe(400);
    expect(pending.json().message).toBe('Company not active yet');

    const accepted = await setStatus(company.id, 1);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      message: 'Company status updated',
      company: { id: company.id, status: 1 },
    });
    const ok = await login('owner@lakeside.test');
    expect(ok.statusCode).toBe(200);
    const { auth, user } = ok.json();
    expect(user.roles[0].name).toBe('ROLE_CLIENT');
    expect(user.userDetails.company).toMatchObject({ id: company.id, status: 1 });
    const list = await api.app.inject({
      url: '/api/vehicle?resourcesPerPage=50',
      headers: bearer(auth.accessToken),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.some((vehicle: { price: string | null }) => vehicle.price)).toBe(true);
  });

  it("says 'Company has been rejected' for a rejected company", async () => {
    const token = await signUp('owner@rejected.test');
    const { company } = (await register(companyPayload(token))).json();
    expect((await setStatus(company.id, 3, staff.reviewer)).statusCode).toBe(200);
    const response = await login('owner@rejected.test');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Company has been rejected');
  });

  it("says 'User Inactive' for an inactive user", async () => {
    await signUp('off@inactive.test');
    await api.database.db
      .updateTable('app_user')
      .set({ status: 0 })
      .where('email', '=', 'off@inactive.test')
      .execute();
    const response = await login('off@inactive.test');
    expect(response.json().message).toBe('User Inactive');
  });

  it('is for dealer reviewers only; unknown companies are 404', async () => {
    const { id } = await api.database.db
      .selectFrom('company')
      .select('id')
      .where('status', '=', 2)
      .executeTakeFirstOrThrow();
    expect((await setStatus(id, 1, staff.agent)).statusCode).toBe(403);
    expect((await setStatus(id, 1, staff.client)).statusCode).toBe(403);
    const guest = await api.app.inject({
      method: 'PUT',
      url: '/api/company',
      payload: { id, status: 1 },
    });
    // A guest is refused like any other caller without the right (docs/decisions.md).
    expect(guest.statusCode).toBe(403);
    const missing = await setStatus(999_999, 1, staff.superadmin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(COMPANY_NOT_FOUND);
    expect((await setStatus(id, 7)).statusCode).toBe(400);
  });
});

describe('POST /api/user/send-company-email', () => {
  const send = (email: string, token = staff.admin!) =>
    api.app.inject({
      method: 'POST',
      url: '/api/user/send-company-email',
      headers: bearer(token),
      payload: { email },
    });

  it('e-mails a new company link; the older link ends', async () => {
    const oldToken = await signUp('resend@hudson.test');
    const response = await send('resend@hudson.test', staff.reviewer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Email sent' });
    const mail = await lastMailTo(api.database.db, 'resend@hudson.test');
    const newToken = tokenOfLink(mail.text_body, '/buyer/company-create/');
    expect(newToken).not.toBe(oldToken);
    expect(
      (await api.app.inject({ url: `/api/user?registrationToken=${oldToken}` })).statusCode,
    ).toBe(400);
    expect((await register(companyPayload(newToken))).statusCode).toBe(200);
    const done = await send('resend@hudson.test');
    expect(done.statusCode).toBe(400);
    expect(done.json().message).toBe(COMPANY_ALREADY_REGISTERED);
  });

  it("answers 'Email not found' and refuses non-reviewers", async () => {
    const missing = await send('nobody@nowhere.test');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Email not found');
    expect((await send('client@canam.test', staff.agent)).statusCode).toBe(403);
  });
});
