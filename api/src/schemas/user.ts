// GET /api/user/listNickname: the agents with their nicknames (staff only).
import { z } from 'zod';
import type { AgentNicknameDto } from '@canam/domain/rest/user';
import type { Exactly } from './common.ts';

export const agentNickname = z
  .object({
    id: z.number().int(),
    nickname: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
  })
  .meta({ id: 'AgentNickname' });

export const agentNicknames = z.array(agentNickname);

export const contractChecks: [Exactly<z.infer<typeof agentNickname>, AgentNicknameDto>] = [true];
