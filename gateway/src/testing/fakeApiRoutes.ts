// More paths of the fake api (fakeApi.ts): the agents list, offer notifications and the contact
// form, answered as the real api would for the caller's role.
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { AgentNicknameDto } from '@canam/domain/rest/user';

export interface FakeReply {
  statusCode: number;
  data: string;
  responseOptions: { headers: Record<string, string> };
}

export const json = (statusCode: number, data: unknown): FakeReply => ({
  statusCode,
  data: JSON.stringify(data),
  responseOptions: { headers: { 'content-type': 'application/json' } },
});

export const refusal = (statusCode: number, message: string) =>
  json(statusCode, { statusCode, error: 'Error', message });

export const FAKE_AGENTS: AgentNicknameDto[] = [
  { id: 8, nickname: 'Priya', firstName: 'Priya', lastName: 'Anand' },
  { id: 4, nickname: null, firstName: 'Agent', lastName: 'Smith' },
];

/** Unread offer notifications by recipient role. */
export const FAKE_UNREAD_NOTIFICATIONS = { ROLE_ADMIN: 7, ROLE_AGENT: 2 } as const;

interface FakeRequest {
  method: string;
  url: URL;
  viewer: UserProfileDto | undefined;
  body: Record<string, unknown> | undefined;
}

const roleOf = (viewer: UserProfileDto | undefined) => viewer?.roles[0]?.name;
const isStaff = (viewer: UserProfileDto | undefined) =>
  roleOf(viewer) === 'ROLE_ADMIN' || roleOf(viewer) === 'ROLE_AGENT';

/** The answer for one of these paths, or null when the path is not one of them. */
export function answerMore({ method, url, viewer, body }: FakeRequest): FakeReply | null {
  switch (`${method} ${url.pathname}`) {
    case 'GET /api/user/listNickname':
      if (!viewer) return refusal(401, 'Unauthorized');
      return isStaff(viewer) ? json(200, FAKE_AGENTS) : refusal(403, 'Forbidden');
    case 'GET /api/vehicle/offer-notifications': {
      if (!viewer) return refusal(401, 'Unauthorized');
      const role = roleOf(viewer);
      if (role !== 'ROLE_ADMIN' && role !== 'ROLE_AGENT') return refusal(403, 'Forbidden');
      const perPage = Number(url.searchParams.get('resourcesPerPage') ?? 6);
      return json(200, {
        data: [],
        currentPage: 1,
        total: FAKE_UNREAD_NOTIFICATIONS[role],
        perPage,
      });
    }
    case 'POST /api/contact-us':
      if (body?.email === 'busy@canam.test') {
        return refusal(429, 'Too many requests, please try again later.');
      }
      if (body?.fullName === 'Refused Here') {
        return refusal(400, 'This field must at least contain 10 digits.');
      }
      return json(200, { message: 'Contact information sent' });
    default:
      return null;
  }
}
