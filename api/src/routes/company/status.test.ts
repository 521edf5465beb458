// PUT /api/company: {id, status} accepts, reviews or rejects a company — the reviewer is recorded,
// every user of it gets an account.changed event, and its client an e-mail on accept and reject;
// accepted users see prices at once. The company form edits its fields ('Company successfully
// updated'). Refusals name the field and change nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '@canam/domain/forms/company';
import {
  accountEvents,
  companyIdOf,
  lastEventId,
  reviewCalls,
  reviewState,
  userIdOf,
} from '../../testing/dealerReview.ts';
import { bearer, logIn } from '../../testing/session.ts';
import { DEMO_PASSWORD } from '../../seed/demoAccounts.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api, token, id } = useTestApi(['reviewer', 'admin', 'superadmin']);
const call = reviewCalls(api, token);
const db = () => api.database.db;
const put = (body: Record<string, unknown>, who = 'reviewer') =>
  call(who, 'PUT', '/api/company', body);
const login = (email: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: DEMO_PASSWORD },
  });

async function pricesFor(accessToken: string): Promise<unknown[]> {
  const list = await api.app.inject({
    url: '/api/vehicle?resourcesPerPage=20',
    headers: bearer(accessToken),
  });
  expect(list.statusCode).toBe(200);
  return list.json().data.map((vehicle: { price: unknown }) => vehicle.price);
}

async function outboxTo(email: string) {
  const response = await call('superadmin', 'GET', `/api/email-outbox?to=${email}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as { subject: string; links: string[] }[];
}

async function reviewOf(companyId: number) {
  return db()
    .selectFrom('company')
    .select(['status', 'reviewed_by', 'reviewed_at'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}

let keystone: number;
let greenMountain: number;
beforeAll(async () => {
  keystone = await companyIdOf(db(), 'Keystone Pre-Owned');
  greenMountain = await companyIdOf(db(), 'Green Mountain Motors');
});

describe('PUT /api/company {id, status}', () => {
  it('accepts a pending company: its users see prices at once, its client gets an e-mail', async () => {
    const buyer = await logIn(api.app, 'pending.buyer@canam.test');
    expect((await pricesFor(buyer.auth.accessToken)).every((price) => price === null)).toBe(true);
    const before = await lastEventId(db());

    const response = await put({ id: keystone, status: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Company status updated',
      company: { id: keystone, status: 1 },
    });
    expect((await pricesFor(buyer.auth.accessToken)).some((price) => price !== null)).toBe(true);
    const review = await reviewOf(keystone);
    expect(review).toMatchObject({ status: 1, reviewed_by: id.reviewer });
    expect(review.reviewed_at).not.toBeNull();
    expect(await accountEvents(db(), before)).toEqual([
      { userIds: [buyer.user.id], companyId: keystone, reason: 'companyStatus' },
    ]);
    // Keystone has no client: its only user, a buyer, hears of it.
    const [mail] = await outboxTo('pending.buyer@canam.test');
    expect(mail?.subject).toBe('Your company was accepted');
    expect(mail?.links[0]).toBe('http://localhost:8080/auth/login');

    // Accepting again tells nobody anything new.
    const mails = (await reviewState(db())).emails;
    const again = await lastEventId(db());
    expect((await put({ id: keystone, status: 1 }, 'admin')).statusCode).toBe(200);
    expect(await accountEvents(db(), again)).toEqual([]);
    expect((await reviewState(db())).emails).toBe(mails);
    expect((await reviewOf(keystone)).reviewed_by).toBe(id.admin);
  });

  it('accepts a registered company: it becomes the company of the dealer who registered it', async () => {
    const bayState = await companyIdOf(db(), 'Bay State Auto Wholesale');
    expect((await login('inreview@canam.test')).json().code).toBe('COMPANY_NOT_ACTIVE');
    const before = await lastEventId(db());
    expect((await put({ id: bayState, status: 1 }, 'superadmin')).statusCode).toBe(200);
    const session = await login('inreview@canam.test');
    expect(session.statusCode).toBe(200);
    expect(session.json().user.userDetails.company).toMatchObject({ id: bayState, status: 1 });
    const inReview = await userIdOf(db(), 'inreview@canam.test');
    expect(await accountEvents(db(), before)).toEqual([
      { userIds: [inReview], companyId: bayState, reason: 'companyStatus' },
    ]);
    expect((await outboxTo('inreview@canam.test'))[0]?.subject).toBe('Your company was accepted');
  });

  it('rejects a company: every user of it is told, login refused, the client e-mailed', async () => {
    const greatLakes = await companyIdOf(db(), 'Great Lakes Auto Exchange');
    const users = await Promise.all(
      [
        'marcus.reyes@greatlakesauto.test',
        'dana.whitfield@greatlakesauto.test',
        'inactive@canam.test',
      ].map((email) => userIdOf(db(), email)),
    );
    const before = await lastEventId(db());
    expect((await put({ id: greatLakes, status: 3 }, 'admin')).statusCode).toBe(200);
    expect(await accountEvents(db(), before)).toEqual([
      { userIds: users.sort((a, b) => a - b), companyId: greatLakes, reason: 'companyStatus' },
    ]);
    const [mail] = await outboxTo('marcus.reyes@greatlakesauto.test');
    expect(mail?.subject).toBe('Your company was not accepted');
    expect(mail?.links[0]).toBe('http://localhost:8080/#contact');
    expect((await login('dana.whitfield@greatlakesauto.test')).json().code).toBe(
      'COMPANY_REJECTED',
    );

    // Back in review: the users are told, nobody is e-mailed.
    const mails = (await reviewState(db())).emails;
    const again = await lastEventId(db());
    expect((await put({ id: greatLakes, status: 2 })).statusCode).toBe(200);
    expect(await accountEvents(db(), again)).toHaveLength(1);
    expect((await reviewState(db())).emails).toBe(mails);
  });

  it('refuses a bad status and an unknown company, changing nothing', async () => {
    const before = await reviewState(db());
    const bad = await put({ id: keystone, status: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'status must be 1, 2 or 3',
      field: 'status',
    });
    const missing = await put({ id: 2_147_483_647, status: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'COMPANY_NOT_FOUND' });
    expect(await reviewState(db())).toEqual(before);
  });
});

describe('PUT /api/company with the company form', () => {
  const form = (companyId: number) => ({
    id: companyId,
    fullName: 'Green Mountain Motors of Vermont',
    companyName: 'Green Mountain Motor Company',
    street: '1200 Shelburne Rd',
    addressLine2: '',
    zip: '05403',
    state: 'vt',
    cityId: 'South Burlington',
    webSite: 'www.gmm.test',
    taxidOne: '03-0000001',
    dealerLicense: 'VT-D2000',
    billingContactName: 'Ethan Caldwell',
    billingContactEmail: 'Office@GMM.test',
  });

  it("saves the fields and answers the dealer record: 'Company successfully updated'", async () => {
    const response = await put(form(greenMountain), 'superadmin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Company successfully updated',
      company: {
        id: greenMountain,
        commercialName: 'Green Mountain Motors of Vermont',
        companyName: 'Green Mountain Motor Company',
        street: '1200 Shelburne Rd',
        addressLine2: null,
        state: 'VT',
        city: 'South Burlington',
        webSite: 'www.gmm.test',
        taxid: '03-0000001',
        dealerLicense: 'VT-D2000',
        billingContactEmail: 'office@gmm.test',
        // Fields the form does not hold are kept.
        companyId: 'GMM-0318',
        corporationNumber: '0382716',
        status: 1,
        user: { email: 'ethan@greenmountainmotors.test' },
      },
    });
    const byId = await put({ ...form(greenMountain), state: undefined, stateId: 33 });
    expect(byId.json().company).toMatchObject({ state: 'NY', stateId: 33 });
  });

  it('refuses each field with the form message, unknown states and companies', async () => {
    const cases: [Record<string, unknown>, number, Record<string, unknown>][] = [
      [{ fullName: '' }, 400, { field: 'fullName', message: COMPANY_MESSAGES.required }],
      [{ fullName: undefined }, 400, { field: 'fullName', message: COMPANY_MESSAGES.required }],
      [{ webSite: 'w'.repeat(66) }, 400, { field: 'webSite', message: COMPANY_MESSAGES.limit }],
      [{ cityId: 'c'.repeat(101) }, 400, { field: 'cityId', message: COMPANY_MESSAGES.limit }],
      [{ taxidOne: 't'.repeat(31) }, 400, { field: 'taxidOne', message: COMPANY_MESSAGES.limit }],
      [
        { billingContactEmail: 'x@' },
        400,
        { field: 'billingContactEmail', message: COMPANY_MESSAGES.email },
      ],
      [{ state: 'ZZ' }, 400, { code: 'STATE_NOT_FOUND' }],
      [{ stateId: 999 }, 400, { code: 'STATE_NOT_FOUND' }],
      [{ state: 'NYC' }, 400, { field: 'state' }],
      [{ id: 2_147_483_647 }, 404, { code: 'COMPANY_NOT_FOUND' }],
    ];
    const before = await reviewState(db());
    for (const [change, status, expected] of cases) {
      const response = await put({ ...form(greenMountain), ...change }, 'admin');
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json(), JSON.stringify(change)).toMatchObject(expected);
    }
    expect(await reviewState(db())).toEqual(before);
  });
});
