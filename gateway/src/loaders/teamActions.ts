// The people calls that change something (not cached): create an agent or a client's sub-user
// (POST /api/user/create with a bearer), edit one (PUT /api/user) and set its status (PUT
// /api/user/status). They throw the REST client's HttpError as it is, so the mutations turn the
// api's refusals into userErrors.
import type {
  TeamMemberCreatedResponse,
  TeamMemberCreateRequest,
  UserStatusRequest,
  UserStatusUpdatedResponse,
  UserUpdatedResponse,
  UserUpdateRequest,
} from '@canam/domain/rest/users';
import type { RestClient } from '../rest/client.ts';

export interface TeamActions {
  create(body: TeamMemberCreateRequest): Promise<TeamMemberCreatedResponse>;
  update(body: UserUpdateRequest): Promise<UserUpdatedResponse>;
  setStatus(body: UserStatusRequest): Promise<UserStatusUpdatedResponse>;
}

export function createTeamActions(rest: RestClient): TeamActions {
  return {
    create: (body) => rest.post('/api/user/create', body),
    update: (body) => rest.put('/api/user', body),
    setStatus: (body) => rest.put('/api/user/status', body),
  };
}
