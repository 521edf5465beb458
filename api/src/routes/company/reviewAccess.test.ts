// Who may call the dealer review and assign-company routes: admins, super admins and reviewers
// (reviewsDealers). Agents, clients, buyers and guests get 403 on every call, before their body
// is read, and nothing is written; a token that is not valid is the usual 401.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../plugins/errorHandler.ts';
import {
  companyIdOf,
  dealerForm,
  reviewCalls,
  reviewState,
  signedUpDealer,
  userIdOf,
} from '../../testing/dealerReview.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api, token } = useTestApi(['superadmin', 'admin', 'reviewer', 'agent', 'client', 'buyer']);
const call = reviewCalls(api, token);
const db = () => api.database.db;

interface Ids {
  empire: number;
  bayState: number;
  inReview: number;
  toAssign: number;
  toReject: number;
  toDelete: number;
  toSave: number;
}
let shared: Ids;

beforeAll(async () => {
  token.forged = 'not-a-valid-token';
  const signUp = (email: string) => signedUpDealer(api.app, db(), email);
  shared = {
    empire: await companyIdOf(db(), 'Empire State Motors'),
    bayState: await companyIdOf(db(), 'Bay State Auto Wholesale'),
    inReview: await userIdOf(db(), 'inreview@canam.test'),
    toAssign: await signUp('assign.refused@access.test'),
    toReject: await signUp('reject.refused@access.test'),
    toDelete: await signUp('delete.refused@access.test'),
    toSave: await signUp('save.refused@access.test'),
  };
});

/** Every call, with what a dealer reviewer may send. */
const CALLS = (ids: Ids, who: string) =>
  [
    ['GET', `/api/company?id=${ids.empire}`, undefined],
    ['GET', `/api/company?userId=${ids.inReview}`, undefined],
    ['GET', '/api/company/listUserWithoutCompany?search=access', undefined],
    ['GET', '/api/company/listCompanyAndPreCompany?type=inReview', undefined],
    ['GET', '/api/company/listCompany?search=empire', undefined],
    ['GET', `/api/company/listUserByCompany?companyId=${ids.empire}`, undefined],
    ['POST', '/api/company/saveDealer', dealerForm({ email: `new.${who}@access.test` })],
    [
      'POST',
      '/api/company/saveDealer',
      dealerForm({ id: ids.toSave, email: `saved.${who}@access.test` }),
    ],
    ['PUT', '/api/company/assignCompany', { userId: ids.toAssign, companyId: ids.empire }],
    ['PUT', '/api/company/rejectCompany', { userId: ids.toReject }],
    ['DELETE', `/api/company/deleteUserNotValidate?userId=${ids.toDelete}`, undefined],
    [
      'PUT',
      '/api/company/validations',
      { companyId: ids.bayState, companyName: true, taxid1: false, dealerLicense: true },
    ],
    ['PUT', '/api/company', { id: ids.bayState, status: 2 }],
    ['PUT', '/api/company', { id: ids.bayState, fullName: 'Bay State Auto Wholesale' }],
  ] as const;

const REFUSED = ['agent', 'client', 'buyer', 'guest'] as const;

describe('the dealer review calls', () => {
  it.each(REFUSED)('refuses %s with 403 on every call, writing nothing', async (who) => {
    const before = await reviewState(db());
    for (const [method, url, payload] of CALLS(shared, who)) {
      const response = await call(who === 'guest' ? null : who, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(errorBody(403, 'FORBIDDEN', 'Forbidden'));
    }
    expect(await reviewState(db())).toEqual(before);
  });

  it('answers 401 to a token that is not valid', async () => {
    for (const [method, url, payload] of CALLS(shared, 'forged')) {
      const response = await call('forged', method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses before reading the body: broken JSON from a buyer is still a 403', async () => {
    const broken = await api.app.inject({
      method: 'POST',
      url: '/api/company/saveDealer',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.buyer}` },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(403);
  });

  it.each(['reviewer', 'admin', 'superadmin'])('lets %s make every call', async (who) => {
    const signUp = (what: string) => signedUpDealer(api.app, db(), `${what}.${who}@access.test`);
    const ids: Ids = {
      ...shared,
      toAssign: await signUp('assign'),
      toReject: await signUp('reject'),
      toDelete: await signUp('delete'),
      toSave: await signUp('save'),
    };
    for (const [method, url, payload] of CALLS(ids, who)) {
      const response = await call(who, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    }
  });
});
