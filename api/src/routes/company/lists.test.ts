// The assign-company lists: each tab holds the dealer users of its stage (never staff), newest
// first, searched and paged; a company's users; the company search from 3 characters, at most
// 300, names taken literally and sorted.
import { describe, expect, it } from 'vitest';
import { COMPANY_SEARCH_LIMIT } from '@canam/domain/forms/dealer';
import { companyIdOf, reviewCalls } from '../../testing/dealerReview.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api, token } = useTestApi(['reviewer', 'admin', 'superadmin']);
const call = reviewCalls(api, token);
const db = () => api.database.db;
const get = (who: string, url: string) => call(who, 'GET', url);
const emails = (body: { data: { email: string }[] }) => body.data.map((user) => user.email);

const STAFF = [
  'superadmin@canam.test',
  'admin@canam.test',
  'agent@canam.test',
  'reviewer@canam.test',
];

describe('GET /api/company/listUserWithoutCompany and listCompanyAndPreCompany', () => {
  it('lists the Pre registration tab: signed-up dealers without any company', async () => {
    const response = await get('reviewer', '/api/company/listUserWithoutCompany');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(emails(body).sort()).toEqual([
      'derek.osei@riversideautosales.test',
      'signup@canam.test',
    ]);
    expect(body).toMatchObject({ currentPage: 1, total: 2, perPage: 10 });
    expect(body.data.every((user: { stage: string }) => user.stage === 'preRegistration')).toBe(
      true,
    );
    const byType = await get('admin', '/api/company/listCompanyAndPreCompany?type=preRegistration');
    expect(byType.json()).toEqual(body);
  });

  it.each([
    ['inReview', ['pending.buyer@canam.test', 'inreview@canam.test']],
    ['rejected', ['rejected@canam.test']],
  ])('lists the %s tab', async (type, expected) => {
    const response = await get('superadmin', `/api/company/listCompanyAndPreCompany?type=${type}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(emails(response.json()).sort()).toEqual([...expected].sort());
  });

  it('lists the Active tab: dealers of accepted companies, never staff, newest first', async () => {
    const response = await get(
      'reviewer',
      '/api/company/listCompanyAndPreCompany?type=active&resourcesPerPage=100',
    );
    const body = response.json();
    expect(emails(body)).toEqual(
      expect.arrayContaining(['client@canam.test', 'buyer@canam.test', 'inactive@canam.test']),
    );
    expect(emails(body).some((email) => STAFF.includes(email))).toBe(false);
    const times = body.data.map((user: { createdAt: string }) => user.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('searches and pages a tab', async () => {
    const found = await get(
      'admin',
      '/api/company/listCompanyAndPreCompany?type=active&search=GREAT%20LAKES',
    );
    expect(emails(found.json()).sort()).toEqual([
      'dana.whitfield@greatlakesauto.test',
      'inactive@canam.test',
      'marcus.reyes@greatlakesauto.test',
    ]);
    const second = await get(
      'admin',
      '/api/company/listCompanyAndPreCompany?type=active&resourcesPerPage=2&page=2',
    );
    expect(second.json()).toMatchObject({ currentPage: 2, perPage: 2 });
    expect(second.json().data).toHaveLength(2);
    const none = await get('admin', '/api/company/listUserWithoutCompany?search=%25');
    expect(none.json()).toMatchObject({ data: [], total: 0 });
  });

  it('refuses an unknown type, a bad page and a long search', async () => {
    for (const url of [
      '/api/company/listCompanyAndPreCompany',
      '/api/company/listCompanyAndPreCompany?type=pending',
      '/api/company/listCompanyAndPreCompany?type=active&page=0',
      '/api/company/listUserWithoutCompany?resourcesPerPage=1000',
      `/api/company/listUserWithoutCompany?search=${'x'.repeat(201)}`,
    ]) {
      const response = await get('reviewer', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('INVALID_INPUT');
    }
    const type = await get('reviewer', '/api/company/listCompanyAndPreCompany?type=x');
    expect(type.json()).toMatchObject({
      message: 'type must be preRegistration, inReview, active or rejected',
      field: 'type',
    });
  });
});

describe('GET /api/company/listUserByCompany', () => {
  it("lists a company's users and the user who registered it", async () => {
    const empire = await companyIdOf(db(), 'Empire State Motors');
    const response = await get('reviewer', `/api/company/listUserByCompany?companyId=${empire}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(emails(response.json()).sort()).toEqual([
      'buyer@canam.test',
      'client@canam.test',
      'rachel.kim@empirestatemotors.test',
    ]);
    const bayState = await companyIdOf(db(), 'Bay State Auto Wholesale');
    const registered = await get('admin', `/api/company/listUserByCompany?companyId=${bayState}`);
    expect(emails(registered.json())).toEqual(['inreview@canam.test']);
  });

  it('answers 404 for an unknown company and 400 for a bad id', async () => {
    const missing = await get('superadmin', '/api/company/listUserByCompany?companyId=2147483647');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'COMPANY_NOT_FOUND',
      message: 'Company not found',
    });
    const bad = await get('superadmin', '/api/company/listUserByCompany?companyId=1.5');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('companyId');
  });
});

describe('GET /api/company/listCompany', () => {
  const search = (text: string) =>
    get('reviewer', `/api/company/listCompany?search=${encodeURIComponent(text)}`);
  const names = (body: { data: { commercialName: string }[] }) =>
    body.data.map((company) => company.commercialName);

  it('finds commercial and legal names in any case, sorted by name', async () => {
    const response = await search('MOTOR');
    expect(response.statusCode, response.body).toBe(200);
    expect(names(response.json())).toEqual([
      'Buckeye Motors Direct',
      'Empire State Motors',
      'Green Mountain Motors',
    ]);
    // 'Co.' is only in the legal name of Green Mountain Motor Co.
    expect(names((await search('r co.')).json())).toEqual(['Green Mountain Motors']);
    expect((await search('keystone')).json().data).toEqual([
      {
        id: await companyIdOf(db(), 'Keystone Pre-Owned'),
        companyName: 'Keystone Pre-Owned LLC',
        commercialName: 'Keystone Pre-Owned',
        status: 2,
      },
    ]);
  });

  it('answers nothing under 3 characters and takes % and _ literally', async () => {
    for (const text of ['', 'em', ' em ', '%%%', '___', 'E_pire']) {
      const response = await search(text);
      expect(response.statusCode, text).toBe(200);
      expect(response.json(), text).toEqual({ data: [] });
    }
    expect((await search(`${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it(`answers at most ${COMPANY_SEARCH_LIMIT} companies`, async () => {
    await db()
      .insertInto('company')
      .values(
        Array.from({ length: COMPANY_SEARCH_LIMIT + 5 }, (_, index) => ({
          commercial_name: `Zephyr Autos ${String(COMPANY_SEARCH_LIMIT + 5 - index).padStart(3, '0')}`,
          status: 1 as const,
        })),
      )
      .execute();
    const found = names((await search('zephyr')).json());
    expect(found).toHaveLength(COMPANY_SEARCH_LIMIT);
    expect(found[0]).toBe('Zephyr Autos 001');
    expect(found).toEqual([...found].sort());
  });
});
