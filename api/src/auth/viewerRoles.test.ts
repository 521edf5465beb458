// The roles the authentication reads in its one query are those loadViewerRoles reads, in the
// same order, for every user (several roles, one, or none).
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/useTestApi.ts';
import { loadViewerRoles } from './viewer.ts';
import { viewerRolesOf } from './viewerRoles.ts';

const { api } = useTestApi();

describe('viewerRolesOf', () => {
  it('reads every user’s roles in loadViewerRoles’ order, none as null', async () => {
    const { db } = api.database;
    // A user whose roles are listed before a lower role id, and one with no role at all.
    const [first, second] = await db
      .selectFrom('app_user')
      .select('id')
      .orderBy('id')
      .limit(2)
      .execute();
    await db
      .insertInto('user_role')
      .values([
        { user_id: first!.id, role_id: 6, position: -1 },
        { user_id: first!.id, role_id: 3, position: 5 },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db.deleteFrom('user_role').where('user_id', '=', second!.id).execute();
    const users = await db
      .selectFrom('app_user as u')
      .select((eb) => ['u.id', viewerRolesOf(eb.ref('u.id')).as('roles')])
      .orderBy('u.id')
      .execute();
    expect(users.length).toBeGreaterThan(5);
    expect(users.find((user) => user.id === first!.id)!.roles![0]).toBe('ROLE_REVIEWER');
    expect(users.find((user) => user.id === second!.id)!.roles).toBeNull();
    for (const user of users) {
      const expected = await loadViewerRoles(db, user.id);
      expect(user.roles ?? [], `user ${user.id}`).toEqual(expected);
    }
  });
});
