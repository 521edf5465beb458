// PUT /api/company/validations: the reviewer's flags on a company's name, tax id and dealer
// licence, recorded with who set them and when; refusals change nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { companyIdOf, reviewCalls, reviewState } from '../../testing/dealerReview.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api, token, id } = useTestApi(['reviewer', 'admin', 'superadmin']);
const call = reviewCalls(api, token);
const db = () => api.database.db;
const put = (body: Record<string, unknown>, who = 'reviewer') =>
  call(who, 'PUT', '/api/company/validations', body);

let bayState: number;
beforeAll(async () => {
  bayState = await companyIdOf(db(), 'Bay State Auto Wholesale');
});

describe('PUT /api/company/validations', () => {
  it("sets the three flags: 'Validations updated succesfully'", async () => {
    const response = await put({
      companyId: bayState,
      companyName: true,
      taxid1: false,
      dealerLicense: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Validations updated succesfully',
      validations: { id: bayState, companyName: true, taxid: false, dealerLicense: true },
    });
    const row = await db()
      .selectFrom('company')
      .select(['reviewed_by', 'reviewed_at', 'status'])
      .where('id', '=', bayState)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reviewed_by: id.reviewer, status: 2 });
    expect(row.reviewed_at).not.toBeNull();
    const record = await call('admin', 'GET', `/api/company?id=${bayState}`);
    expect(record.json().data[0].validations).toEqual({
      id: bayState,
      companyName: true,
      taxid: false,
      dealerLicense: true,
    });

    const withId = await put(
      { id: bayState, companyId: bayState, companyName: false, taxid1: true, dealerLicense: true },
      'superadmin',
    );
    expect(withId.json().validations).toEqual({
      id: bayState,
      companyName: false,
      taxid: true,
      dealerLicense: true,
    });
  });

  it('refuses another id, unknown companies and anything but booleans, changing nothing', async () => {
    const valid = { companyId: bayState, companyName: true, taxid1: true, dealerLicense: true };
    const cases: [Record<string, unknown>, number, Record<string, unknown>][] = [
      [{ ...valid, id: bayState + 1 }, 400, { field: 'id', code: 'INVALID_INPUT' }],
      [{ ...valid, companyId: 2_147_483_647 }, 404, { code: 'COMPANY_NOT_FOUND' }],
      [{ ...valid, companyName: 'yes' }, 400, { field: 'companyName' }],
      [{ ...valid, taxid1: 1 }, 400, { field: 'taxid1' }],
      [{ ...valid, dealerLicense: null }, 400, { field: 'dealerLicense' }],
      [{ ...valid, companyId: undefined }, 400, { field: 'companyId' }],
    ];
    const before = await reviewState(db());
    for (const [body, status, expected] of cases) {
      const response = await put(body, 'admin');
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject(expected);
    }
    expect(await reviewState(db())).toEqual(before);
  });
});
