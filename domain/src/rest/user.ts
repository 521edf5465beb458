// REST contract of GET /api/user/listNickname: the agents (staff only; 403 for anyone else),
// sorted by last name, for the owner filter of the staff lists.
import { z } from 'zod';
import { id, personName } from './fields.ts';

export const agentNickname = z
  .object({
    id,
    nickname: z.string().nullable(),
    ...personName.shape,
  })
  .meta({ id: 'AgentNickname' });
export type AgentNicknameDto = z.output<typeof agentNickname>;

export const agentNicknames = z.array(agentNickname);
