// Agent: the staff user who owns a vehicle (VehicleDto.user) or one of the agents list; a
// vehicle's owner carries no nickname.
import type { AgentResolvers } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../relay/ids.ts';

export const Agent: AgentResolvers = {
  id: (agent) => toGlobalId('Agent', agent.id),
  databaseId: (agent) => agent.id,
  nickname: (agent) => agent.nickname ?? null,
};
