// The agents with their nicknames (GET /api/user/listNickname, staff only), fetched at most once
// per request. The resolver decides who may ask; the api refuses anyone else with 403.
import type { AgentNicknameDto } from '@canam/domain/rest/user';
import type { RestClient } from '../rest/client.ts';
import { graphQLErrors } from '../rest/errors.ts';

export interface AgentListLoader {
  load(): Promise<AgentNicknameDto[]>;
}

export function createAgentListLoader(rest: RestClient): AgentListLoader {
  let pending: Promise<AgentNicknameDto[]> | null = null;
  return {
    load() {
      pending ??= graphQLErrors(() => rest.get<AgentNicknameDto[]>('/api/user/listNickname'));
      return pending;
    },
  };
}
