// REST contract of GET /api/user/listNickname: the agents (staff only; 403 for anyone else),
// sorted by last name, for the owner filter of the staff lists.
import { z } from 'zod';

export const agentNickname = z
  .object({
    id: z.number().int(),
    nickname: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
  })
  .meta({ id: 'AgentNickname' });
export type AgentNicknameDto = z.output<typeof agentNickname>;

export const agentNicknames = z.array(agentNickname);
