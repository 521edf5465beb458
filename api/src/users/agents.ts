// The agents (users with ROLE_AGENT), every status, so vehicles of a former agent can still be
// filtered by owner. Sorted by last name, then first name.
import type { AgentNicknameDto } from '@canam/domain/rest/user';
import type { Db } from '../db/database.ts';

export async function listAgents(db: Db): Promise<AgentNicknameDto[]> {
  const rows = await db
    .selectFrom('app_user as u')
    .innerJoin('user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .where('r.name', '=', 'ROLE_AGENT')
    .select(['u.id', 'u.nickname', 'u.first_name', 'u.last_name'])
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    nickname: row.nickname,
    firstName: row.first_name,
    lastName: row.last_name,
  }));
}
