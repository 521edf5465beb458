// GET /api/company?id= | ?userId=: the dealer record with every field, its validations, its user
// (the one asked about, else the company's client) and how many users it has; empty data when
// there is no company.
import { beforeAll, describe, expect, it } from 'vitest';
import { companyIdOf, reviewCalls, signedUpDealer, userIdOf } from '../../testing/dealerReview.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api, token, id } = useTestApi(['reviewer', 'admin', 'superadmin']);
const call = reviewCalls(api, token);
const db = () => api.database.db;
const get = (who: string, query: string) => call(who, 'GET', `/api/company?${query}`);

let empire: number;
beforeAll(async () => {
  empire = await companyIdOf(db(), 'Empire State Motors');
});

describe('GET /api/company', () => {
  it('answers every field of a company with its client, validations and user count', async () => {
    const response = await get('reviewer', `id=${empire}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(1);
    expect(data[0]).toEqual({
      id: empire,
      companyName: 'Empire State Motors LLC',
      commercialName: 'Empire State Motors',
      companyId: 'ESM-1042',
      faxNumber: '+15185550101',
      addressLine2: 'Suite 200',
      street: '1845 Central Ave',
      zip: '12205',
      state: 'NY',
      stateId: 33,
      city: 'Albany',
      webSite: 'www.empirestatemotors.test',
      gstHst: null,
      qst: null,
      corporationType: 'BUSINESS_NUMBER',
      corporationNumber: '3829105',
      dealerLicense: 'NY-7104522',
      billingContactName: 'Angela Russo',
      billingContactEmail: 'billing@empirestatemotors.test',
      billingContactMobilePhone: '+15185550142',
      secondaryEmail: null,
      secondaryMobileNumber: null,
      toBeDelivered: 1,
      taxid: '14-3829105',
      officePhoneNumber: '+15185550100',
      auctionAccessNumber: '100482913',
      status: 1,
      validations: { id: empire, companyName: true, taxid: true, dealerLicense: true },
      user: expect.objectContaining({ email: 'client@canam.test', stage: 'active' }),
      userCount: 3,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(data[0].user.roles).toEqual([{ id: 3, name: 'ROLE_CLIENT' }]);
  });

  it("answers a user's company with that user: its own, else the one it registered", async () => {
    const buyer = await get('admin', `userId=${await userIdOf(db(), 'buyer@canam.test')}`);
    expect(buyer.json().data[0]).toMatchObject({
      id: empire,
      user: { email: 'buyer@canam.test', rolesId: [2] },
    });
    const inReview = await get(
      'superadmin',
      `userId=${await userIdOf(db(), 'inreview@canam.test')}`,
    );
    expect(inReview.json().data[0]).toMatchObject({
      commercialName: 'Bay State Auto Wholesale',
      status: 2,
      validations: { companyName: false, taxid: false, dealerLicense: false },
      toBeDelivered: 0,
      userCount: 1,
      user: {
        email: 'inreview@canam.test',
        stage: 'inReview',
        userDetails: { company: null, preRegisterCompany: { status: 2 } },
      },
    });
  });

  it('names any user of a company without a client, and no user for a company without users', async () => {
    const keystone = await get('reviewer', `id=${await companyIdOf(db(), 'Keystone Pre-Owned')}`);
    expect(keystone.json().data[0]).toMatchObject({
      status: 2,
      userCount: 1,
      user: { email: 'pending.buyer@canam.test' },
    });
    const { id: lonely } = await db()
      .insertInto('company')
      .values({ commercial_name: 'Nobody Motors', status: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const empty = await get('reviewer', `id=${lonely}`);
    expect(empty.json().data[0]).toMatchObject({
      commercialName: 'Nobody Motors',
      companyName: null,
      state: null,
      stateId: null,
      user: null,
      userCount: 0,
    });
  });

  it('counts a user who belongs to the company it registered once', async () => {
    const buckeye = await get('reviewer', `id=${await companyIdOf(db(), 'Buckeye Motors Direct')}`);
    expect(buckeye.json().data[0]).toMatchObject({
      status: 3,
      userCount: 1,
      user: { email: 'rejected@canam.test', stage: 'rejected' },
    });
  });

  it('answers empty data for a user without a company, staff, and unknown ids', async () => {
    const signedUp = await signedUpDealer(api.app, db(), 'nocompany@record.test');
    for (const query of [
      `userId=${signedUp}`,
      `userId=${id.admin}`,
      'userId=2147483647',
      'id=2147483647',
    ]) {
      const response = await get('reviewer', query);
      expect(response.statusCode, query).toBe(200);
      expect(response.json(), query).toEqual({ data: [] });
    }
  });

  it('wants exactly one of id and userId, as whole numbers', async () => {
    for (const query of ['', `id=${empire}&userId=1`, 'id=abc', 'userId=-1', 'id=0x10']) {
      const response = await get('admin', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('INVALID_INPUT');
    }
    expect((await get('admin', '')).json().message).toBe('Give id or userId');
  });
});
