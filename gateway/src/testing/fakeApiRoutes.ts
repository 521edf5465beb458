// More paths of the fake api (fakeApi.ts): the agents list, offer notifications (listed and
// marked read) and the contact form, answered as the real api would for the caller's role.
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { ErrorBody, ErrorCode } from '@canam/domain/rest/errors';
import type { OfferNotificationDto } from '@canam/domain/rest/notifications';
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

/** The api's error body (domain/src/rest/errors.ts). */
export const refusal = (statusCode: number, code: ErrorCode, message: string, field?: string) =>
  json(statusCode, { statusCode, error: 'Error', code, message, field } satisfies ErrorBody);

export const FAKE_AGENTS: AgentNicknameDto[] = [
  { id: 8, nickname: 'Priya', firstName: 'Priya', lastName: 'Anand' },
  { id: 4, nickname: null, firstName: 'Agent', lastName: 'Smith' },
];

/** Unread offer notifications by recipient role (the total of a new=1 list). */
export const FAKE_UNREAD_NOTIFICATIONS = {
  ROLE_ADMIN: 7,
  ROLE_AGENT: 2,
  ROLE_CLIENT: 3,
  ROLE_BUYER: 1,
} as const;

function fakeNotification(
  id: number,
  kind: OfferNotificationDto['kind'],
  offerSide: OfferNotificationDto['offerSide'],
  offerPrice: string,
): OfferNotificationDto {
  return {
    id,
    sent: 1,
    newNotification: true,
    registerDate: '2026-03-02T15:00:00.000Z',
    kind,
    offerSide,
    offerPrice,
    buyer: { firstName: 'Michael', lastName: 'Russo' },
    vehicle: {
      id: 7,
      stockNumber: 'CA24116',
      vehicleCostDetail: { cost: '21175.00', costUsd: '17335.43' },
      vinNumber: { make: 'Honda', year: 2019, trim: 'EX', transmissionType: 'CVT', model: 'Civic' },
      vehicleInformation: { miles: 48000 },
      location: 'Montreal, QC',
      lastHighestOffer: '15000.00',
    },
  };
}

/** The notifications listed, newest first: staff hear of a sale and an offer, dealers a counter. */
export const FAKE_NOTIFICATIONS: Record<'staff' | 'dealer', OfferNotificationDto[]> = {
  staff: [
    fakeNotification(31, 'bought', null, '15400.00'),
    fakeNotification(30, 'offer', 'client', '15200.00'),
  ],
  dealer: [fakeNotification(32, 'counter', 'provider', '16000.00')],
};

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
      if (!viewer) return refusal(401, 'UNAUTHENTICATED', 'Unauthorized');
      return isStaff(viewer) ? json(200, FAKE_AGENTS) : refusal(403, 'FORBIDDEN', 'Forbidden');
    case 'GET /api/vehicle/offer-notifications': {
      if (!viewer) return refusal(401, 'UNAUTHENTICATED', 'Unauthorized');
      const role = roleOf(viewer);
      if (!role || !(role in FAKE_UNREAD_NOTIFICATIONS))
        return refusal(403, 'FORBIDDEN', 'Forbidden');
      const perPage = Number(url.searchParams.get('resourcesPerPage') ?? 6);
      const kinds = url.searchParams.get('kind')?.split(',');
      const listed = FAKE_NOTIFICATIONS[isStaff(viewer) ? 'staff' : 'dealer'].filter(
        (notification) => !kinds || kinds.includes(notification.kind),
      );
      const unread = url.searchParams.get('new') === '1';
      return json(200, {
        data: listed.slice(0, perPage),
        currentPage: 1,
        total: unread
          ? FAKE_UNREAD_NOTIFICATIONS[role as keyof typeof FAKE_UNREAD_NOTIFICATIONS]
          : listed.length,
        perPage,
      });
    }
    case 'PUT /api/vehicle/offer-notifications': {
      if (!viewer) return refusal(401, 'UNAUTHENTICATED', 'Unauthorized');
      const ids = Array.isArray(body?.ids) ? body.ids : [];
      return json(200, { message: 'Notifications read', updated: ids.length });
    }
    case 'POST /api/contact-us':
      if (body?.email === 'busy@canam.test') {
        return refusal(429, 'RATE_LIMITED', 'Too many requests, please try again later.');
      }
      if (body?.fullName === 'Refused Here') {
        return refusal(
          400,
          'INVALID_INPUT',
          'This field must at least contain 10 digits.',
          'phoneNumber',
        );
      }
      return json(200, { message: 'Contact information sent' });
    default:
      return null;
  }
}
