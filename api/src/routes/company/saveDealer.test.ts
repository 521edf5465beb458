// POST /api/company/saveDealer: staff register a new client (invited by e-mail) with a new or an
// existing company, or update a dealer user and its company; every rule of the dealer form is a
// 400 with the form's own message; a taken e-mail is 'invalid email'; nothing is written by a
// refusal, and two parallel saves of one new e-mail make one user.
import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '@canam/domain/forms/company';
import { DEALER_MESSAGES } from '@canam/domain/forms/dealer';
import { SIGN_UP_MESSAGES } from '@canam/domain/forms/signUp';
import type { SaveDealerRequest } from '@canam/domain/rest/companies';
import { lastMailTo, tokenOfLink } from '../../accounts/testing/accountsTesting.ts';
import {
  accountEvents,
  companyIdOf,
  dealerForm,
  lastEventId,
  reviewCalls,
  reviewState,
  signedUpDealer,
  userIdOf,
} from '../../testing/dealerReview.ts';
import { bearer } from '../../testing/session.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api, token, id } = useTestApi(['reviewer', 'admin', 'superadmin']);
const call = reviewCalls(api, token);
const db = () => api.database.db;
const save = (body: SaveDealerRequest | Record<string, unknown>, who = 'reviewer') =>
  call(who, 'POST', '/api/company/saveDealer', body);

async function userRow(email: string) {
  return db()
    .selectFrom('app_user')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

describe('POST /api/company/saveDealer: a new dealer', () => {
  it('creates a client without password and its pending company, and invites it', async () => {
    const before = await lastEventId(db());
    const response = await save(dealerForm({ email: ' Grace@HarborAutos.test ' }));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Dealer successfully registered/updated');
    expect(body.user).toMatchObject({
      email: 'grace@harborautos.test',
      firstName: 'Grace',
      lastName: 'Hopper',
      rolesId: [3],
      stage: 'inReview',
      invitationPending: true,
      userDetails: {
        officePhoneNumber: '(518) 555-0170',
        extension: '12',
        mobileNumber: '(518) 555-0171',
        company: { commercialName: 'Harbor Autos', status: 2 },
        preRegisterCompany: null,
      },
    });
    expect(body.company).toMatchObject({
      commercialName: 'Harbor Autos',
      companyName: 'Harbor Autos LLC',
      companyId: 'HA-0042',
      street: '40 River St',
      addressLine2: 'Bay 3',
      zip: '12180',
      state: 'NY',
      stateId: 33,
      city: 'Troy',
      webSite: 'www.harborautos.test',
      gstHst: '123456789RT0001',
      qst: '1234567890TQ0001',
      corporationType: 'BUSINESS_NUMBER',
      corporationNumber: '1234567',
      taxid: '14-7654321',
      dealerLicense: 'NY-765432',
      billingContactName: 'Ada Byron',
      billingContactEmail: 'billing@harborautos.test',
      billingContactMobilePhone: '+15185550172',
      secondaryEmail: 'titles@harborautos.test',
      secondaryMobileNumber: '(518) 555-0173',
      faxNumber: '(518) 555-0174',
      toBeDelivered: 1,
      status: 2,
      userCount: 1,
      user: { id: body.user.id },
    });
    const user = await userRow('grace@harborautos.test');
    expect(user).toMatchObject({
      password_hash: null,
      company_id: body.company.id,
      pre_register_company_id: null,
      created_by: id.reviewer,
    });
    // Nobody watches a user that did not exist: no account.changed.
    expect(await accountEvents(db(), before)).toEqual([]);

    const mail = await lastMailTo(db(), 'grace@harborautos.test');
    expect(mail.subject).toBe('You are invited to CANAM Marketplace');
    expect(mail.text_body).toContain('Emilie Bouchard added you as a dealer on CANAM Marketplace');
    const invitation = tokenOfLink(mail.text_body, '/buyer/user/confirm/');
    expect(mail.text_body).toContain('http://localhost:8080/buyer/user/confirm/');

    // The invited dealer sets its password and logs in; its company waits: no prices.
    const completed = await api.app.inject({
      method: 'PUT',
      url: '/api/user/completeRegistration',
      payload: { registrationToken: invitation, password: 'Harbor#2024' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'grace@harborautos.test', password: 'Harbor#2024' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user.userDetails.company.status).toBe(2);
    const list = await api.app.inject({
      url: '/api/vehicle?resourcesPerPage=20',
      headers: bearer(login.json().auth.accessToken),
    });
    expect(list.json().data.every((vehicle: { price: unknown }) => vehicle.price === null)).toBe(
      true,
    );
  });

  it("assigns a new dealer to an existing company: 'Company assigned successfully'", async () => {
    const empire = await companyIdOf(db(), 'Empire State Motors');
    const companyBefore = await db()
      .selectFrom('company')
      .selectAll()
      .where('id', '=', empire)
      .executeTakeFirstOrThrow();
    const response = await save(
      dealerForm({
        email: 'ivy@empire.test',
        companyChoice: 'existing',
        existingCompanyId: empire,
        commercialName: undefined,
      }),
      'admin',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Company assigned successfully',
      user: { email: 'ivy@empire.test', stage: 'active', userDetails: { companyId: empire } },
      company: {
        id: empire,
        commercialName: 'Empire State Motors',
        user: { email: 'ivy@empire.test' },
      },
    });
    const companyAfter = await db()
      .selectFrom('company')
      .selectAll()
      .where('id', '=', empire)
      .executeTakeFirstOrThrow();
    expect(companyAfter).toEqual(companyBefore);
  });
});

describe('POST /api/company/saveDealer: an existing dealer user', () => {
  it('updates a signed-up dealer and makes it a new pending company', async () => {
    const userId = await signedUpDealer(api.app, db(), 'nina@update.test');
    const before = await lastEventId(db());
    const emailsBefore = (await reviewState(db())).emails;
    const response = await save(
      dealerForm({
        id: userId,
        firstName: 'Nina',
        lastName: 'Kowal',
        email: 'nina.kowal@update.test',
        commercialName: 'Kowal Cars',
      }),
      'superadmin',
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'Dealer successfully registered/updated',
      user: { id: userId, firstName: 'Nina', lastName: 'Kowal', email: 'nina.kowal@update.test' },
      company: { commercialName: 'Kowal Cars', status: 2 },
    });
    expect(await userRow('nina.kowal@update.test')).toMatchObject({
      company_id: body.company.id,
      office_phone_number: '(518) 555-0170',
    });
    expect(await accountEvents(db(), before)).toEqual([
      { userIds: [userId], companyId: body.company.id, reason: 'companyAssigned' },
    ]);
    expect((await reviewState(db())).emails).toBe(emailsBefore);
  });

  it('updates the registered company of a dealer in review in place', async () => {
    const userId = await userIdOf(db(), 'inreview@canam.test');
    const bayState = await companyIdOf(db(), 'Bay State Auto Wholesale');
    const before = await lastEventId(db());
    const response = await save(
      dealerForm({
        id: userId,
        firstName: 'Laura',
        lastName: 'Bennett',
        email: 'INREVIEW@canam.test',
        commercialName: 'Bay State Autos',
        corporationType: null,
        corporationNumber: '',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().company).toMatchObject({
      id: bayState,
      commercialName: 'Bay State Autos',
      corporationType: null,
      corporationNumber: null,
      status: 2,
    });
    expect(await userRow('inreview@canam.test')).toMatchObject({
      company_id: null,
      pre_register_company_id: bayState,
    });
    expect(await accountEvents(db(), before)).toEqual([]);
  });

  it("moves a buyer to an existing company with 'Company assigned successfully'", async () => {
    const userId = await userIdOf(db(), 'rachel.kim@empirestatemotors.test');
    const greatLakes = await companyIdOf(db(), 'Great Lakes Auto Exchange');
    const before = await lastEventId(db());
    const response = await save(
      dealerForm({
        id: userId,
        firstName: 'Rachel',
        lastName: 'Kim',
        email: 'rachel.kim@empirestatemotors.test',
        companyChoice: 'existing',
        existingCompanyId: greatLakes,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Company assigned successfully',
      user: { userDetails: { companyId: greatLakes }, rolesId: [2] },
      company: { id: greatLakes },
    });
    expect(await accountEvents(db(), before)).toEqual([
      { userIds: [userId], companyId: greatLakes, reason: 'companyAssigned' },
    ]);
  });
});

describe('POST /api/company/saveDealer: refusals write nothing', () => {
  async function refused(
    body: Record<string, unknown>,
    status: number,
    expected: Record<string, unknown>,
  ) {
    const before = await reviewState(db());
    const response = await save(body);
    expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(status);
    expect(response.json()).toMatchObject(expected);
    expect(await reviewState(db())).toEqual(before);
  }

  it("refuses a taken e-mail with 'invalid email', new or updated", async () => {
    const taken = { code: 'EMAIL_TAKEN', message: 'invalid email' };
    await refused(dealerForm({ email: 'CLIENT@canam.test' }), 400, taken);
    const buyer = await userIdOf(db(), 'buyer@canam.test');
    await refused(dealerForm({ id: buyer, email: 'client@canam.test' }), 400, taken);
  });

  it('refuses staff, unknown users, unknown companies and unknown states', async () => {
    await refused(dealerForm({ id: id.admin }), 400, {
      code: 'NOT_A_DEALER_USER',
      message: 'Only a client or buyer can be assigned to a company',
      field: 'id',
    });
    await refused(dealerForm({ id: 2_147_483_647 }), 404, { code: 'USER_NOT_FOUND' });
    const existing = { companyChoice: 'existing', existingCompanyId: 2_147_483_647 } as const;
    await refused(dealerForm({ email: 'nobody@new.test', ...existing }), 404, {
      code: 'COMPANY_NOT_FOUND',
      message: 'Company not found',
    });
    const buyer = await userIdOf(db(), 'buyer@canam.test');
    await refused(dealerForm({ id: buyer, email: 'buyer@canam.test', ...existing }), 404, {
      code: 'COMPANY_NOT_FOUND',
    });
    await refused(dealerForm({ email: 'state@new.test', stateId: 999 }), 400, {
      code: 'STATE_NOT_FOUND',
      message: 'Choose the address again: its state is not known.',
    });
  });

  const long = (length: number) => 'x'.repeat(length);
  const { limit, email, required, corporationType } = COMPANY_MESSAGES;
  it.each([
    ['firstName', 'A', SIGN_UP_MESSAGES.name],
    ['firstName', undefined, SIGN_UP_MESSAGES.name],
    ['lastName', long(101), SIGN_UP_MESSAGES.nameTooLong],
    ['email', 'not-an-email', SIGN_UP_MESSAGES.email],
    ['email', `${long(250)}@x.test`, SIGN_UP_MESSAGES.email],
    ['officePhoneNumber', '555-0100', DEALER_MESSAGES.phone],
    ['mobileNumber', '+1 (518) 555-0171 00', DEALER_MESSAGES.phone],
    ['extension', '12a', SIGN_UP_MESSAGES.extension],
    ['extension', '1234567', SIGN_UP_MESSAGES.extension],
    ['commercialName', '', required],
    ['commercialName', undefined, required],
    ['commercialName', long(101), limit],
    ['companyName', long(101), limit],
    ['street', long(251), limit],
    ['addressLine2', long(201), limit],
    ['zip', long(11), limit],
    ['city', long(101), limit],
    ['webSite', long(66), limit],
    ['dealerLicense', long(51), limit],
    ['corporationNumber', long(11), limit],
    ['companyCode', long(51), limit],
    ['billingContactName', long(101), limit],
    ['billingContactEmail', 'billing@', email],
    ['secondaryEmail', 'titles', email],
    ['secondaryMobileNumber', '12345', DEALER_MESSAGES.phone],
    ['faxNumber', long(19), DEALER_MESSAGES.phone],
    ['corporationType', null, corporationType],
    ['existingCompanyId', undefined, DEALER_MESSAGES.chooseCompany],
    ['stateId', 'NY', 'Invalid input'],
  ])('refuses %s = %j with the form message', async (field, value, message) => {
    const body: Record<string, unknown> = { ...dealerForm({ email: 'rule@new.test' }) };
    if (field === 'existingCompanyId') body.companyChoice = 'existing';
    if (value === undefined) delete body[field];
    else body[field] = value;
    const before = await reviewState(db());
    const response = await save(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', field });
    if (message !== 'Invalid input') expect(response.json().message).toBe(message);
    expect(await reviewState(db())).toEqual(before);
  });
});

describe('POST /api/company/saveDealer: a parallel burst', () => {
  it('makes one user of one new e-mail, the other save refused', async () => {
    const before = await reviewState(db());
    const responses = await Promise.all(
      ['Burst One Autos', 'Burst Two Autos'].map((commercialName) =>
        save(dealerForm({ email: 'burst@parallel.test', commercialName })),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const loser = responses.find((response) => response.statusCode === 400);
    expect(loser?.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'invalid email' });
    const users = await db()
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'burst@parallel.test')
      .execute();
    expect(users).toHaveLength(1);
    const after = await reviewState(db());
    expect(after.users).toHaveLength(before.users.length + 1);
    expect(after.companies).toHaveLength(before.companies.length + 1);
    expect(after.emails).toBe(before.emails + 1);
  });
});
