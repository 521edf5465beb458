// GET /api/user/listNickname: the agents for the back office (admins and agents), sorted by last
// name; 403 for the reviewer (users and companies only) and for dealers.
import { describe, expect, it } from 'vitest';
import type { AgentNicknameDto } from '@canam/domain/rest/user';
import { bearer } from '../../testing/session.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api, token: tokens } = useTestApi(['admin', 'agent', 'reviewer', 'client', 'buyer']);

const list = (who?: string) =>
  api.app.inject({ url: '/api/user/listNickname', headers: who ? bearer(tokens[who]!) : {} });

describe('GET /api/user/listNickname', () => {
  it.each(['admin', 'agent'])('lists every agent for %s, by last name', async (who) => {
    const response = await list(who);
    expect(response.statusCode).toBe(200);
    const agents: AgentNicknameDto[] = response.json();
    expect(agents.map((agent) => agent.nickname).sort()).toEqual(['Dave', 'Jules', 'Priya']);
    const lastNames = agents.map((agent) => agent.lastName);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b)));
    const jules = agents.find((agent) => agent.nickname === 'Jules')!;
    const row = await api.database.db
      .selectFrom('app_user')
      .select(['id', 'first_name', 'last_name'])
      .where('email', '=', 'agent@canam.test')
      .executeTakeFirstOrThrow();
    expect(jules).toEqual({
      id: row.id,
      nickname: 'Jules',
      firstName: row.first_name,
      lastName: row.last_name,
    });
  });

  it('lists users with the agent role only', async () => {
    const agents: AgentNicknameDto[] = (await list('admin')).json();
    const roles = await api.database.db
      .selectFrom('user_role as ur')
      .innerJoin('role as r', 'r.id', 'ur.role_id')
      .select(['ur.user_id', 'r.name'])
      .where(
        'ur.user_id',
        'in',
        agents.map((agent) => agent.id),
      )
      .execute();
    expect(roles.every((role) => role.name === 'ROLE_AGENT')).toBe(true);
  });

  it.each(['reviewer', 'client', 'buyer'])('refuses %s with 403', async (who) => {
    expect((await list(who)).statusCode).toBe(403);
  });

  it('refuses a guest with 401', async () => {
    expect((await list()).statusCode).toBe(401);
  });
});
