// The back-office user rows: the seeded dealers land in the stage their companies give them, the
// search reaches names, e-mails and company names, and a page counts every match.
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/useTestApi.ts';
import { isDealerUser, userAccountById, userAccountPage } from './userAccounts.ts';

const { api } = useTestApi();
const db = () => api.database.db;
const page = { search: undefined, page: 1, resourcesPerPage: 100 };

async function idOf(email: string): Promise<number> {
  const row = await db()
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('userAccounts', () => {
  it('gives each seeded dealer the stage of its company', async () => {
    const stages: Record<string, string | null | undefined> = {};
    for (const email of [
      'client@canam.test',
      'pending.buyer@canam.test',
      'inreview@canam.test',
      'rejected@canam.test',
      'agent@canam.test',
    ]) {
      stages[email] = (await userAccountById(db(), await idOf(email)))?.stage;
    }
    expect(stages).toEqual({
      'client@canam.test': 'active',
      'pending.buyer@canam.test': 'inReview',
      'inreview@canam.test': 'inReview',
      'rejected@canam.test': 'rejected',
      'agent@canam.test': null,
    });
  });

  it('names the registered company of a user without a company of its own', async () => {
    const user = await userAccountById(db(), await idOf('inreview@canam.test'));
    expect(user?.userDetails.company).toBeNull();
    expect(user?.userDetails.preRegisterCompany).toMatchObject({
      commercialName: 'Bay State Auto Wholesale',
      status: 2,
    });
    expect(user?.roles).toEqual([{ id: 3, name: 'ROLE_CLIENT' }]);
    expect(user?.invitationPending).toBe(false);
  });

  it('lists dealers only, newest first, and searches names, e-mails and companies', async () => {
    const all = await userAccountPage(db(), isDealerUser, page);
    expect(all.total).toBe(all.data.length);
    expect(all.data.every((user) => user.stage !== null)).toBe(true);
    const times = all.data.map((user) => user.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const byCompany = await userAccountPage(db(), isDealerUser, { ...page, search: 'bay state' });
    expect(byCompany.data.map((user) => user.email)).toEqual(['inreview@canam.test']);
    const literal = await userAccountPage(db(), isDealerUser, { ...page, search: '%' });
    expect(literal.total).toBe(0);
  });

  it('pages with the total of every match', async () => {
    const first = await userAccountPage(db(), isDealerUser, { ...page, resourcesPerPage: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.total).toBeGreaterThan(2);
    expect(first.perPage).toBe(2);
  });
});
