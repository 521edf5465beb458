// The account paths of the fake api (fakeApi.ts), answering as the real api does: fixed tokens
// ('reg-good', 'invite-good', 'reset-good', 'pref-good') work, anything else is an expired link;
// 'taken@canam.test' is a used e-mail, 'nomail@canam.test' cannot be mailed.
import type { UserProfileDto } from '@canam/domain/rest/auth';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import type { OutboxMessageDto } from '@canam/domain/rest/accounts';
import { PASSWORD_RULES } from '@canam/domain/forms/password';
import { json, refusal, type FakeReply } from './fakeApiRoutes.ts';

export const FAKE_REGISTRATION = {
  id: 50,
  firstName: 'Dana',
  lastName: 'Dealer',
  fullName: 'Dana Dealer',
  email: 'dana@canam.test',
};

export const FAKE_ADDRESS = {
  label: 'Plattsburgh, NY 12901',
  zip: '12901',
  city: 'Plattsburgh',
  state: 'NY',
  stateId: 33,
};

export const FAKE_OUTBOX: OutboxMessageDto[] = Array.from({ length: 25 }, (_, index) => ({
  id: 25 - index,
  to: `dealer${25 - index}@canam.test`,
  subject: `Message ${25 - index}`,
  text: `Hello\nhttp://localhost:8080/buyer/company-create/token-${25 - index}\n`,
  links: [`http://localhost:8080/buyer/company-create/token-${25 - index}`],
  createdAt: '2026-01-02T03:04:05.000Z',
  sentAt: '2026-01-02T03:04:06.000Z',
  error: null,
}));

interface FakeRequest {
  method: string;
  url: URL;
  viewer: UserProfileDto | undefined;
  body: Record<string, unknown> | undefined;
}

const expired = () => refusal(400, 'LINK_EXPIRED', ACCOUNT_MESSAGES.linkExpired);
const isSuperAdmin = (viewer: UserProfileDto | undefined) =>
  viewer?.roles[0]?.name === 'ROLE_SUPER_ADMIN';

/** A fresh fake of the account paths, with its own e-mail preference state. */
export function createAccountsFake() {
  const acceptEmail = new Map<number, boolean>();
  const preference = (id: number) => ({ id, acceptEmail: acceptEmail.get(id) ?? true });
  const setPreference = (id: number, value: unknown) => {
    acceptEmail.set(id, typeof value === 'boolean' ? value : !preference(id).acceptEmail);
    return json(200, { ...preference(id), message: ACCOUNT_MESSAGES.notificationsUpdated });
  };

  return function answerAccounts({ method, url, viewer, body }: FakeRequest): FakeReply | null {
    const search = url.searchParams;
    const resetToken = /^\/api\/setPassword\/([^/]+)$/.exec(url.pathname)?.[1];
    if (resetToken && method === 'GET') {
      return decodeURIComponent(resetToken) === 'reset-good'
        ? json(200, { valid: true })
        : expired();
    }
    if (resetToken && method === 'PUT') {
      if (decodeURIComponent(resetToken) !== 'reset-good') return expired();
      if (body?.password === 'Refused1!')
        return refusal(400, 'INVALID_INPUT', PASSWORD_RULES[0]!.message, 'password');
      return json(200, { message: ACCOUNT_MESSAGES.passwordChanged });
    }
    switch (`${method} ${url.pathname}`) {
      case 'POST /api/user/validate-repeat-email':
        if (body?.email === 'busy@canam.test') {
          return refusal(429, 'RATE_LIMITED', ACCOUNT_MESSAGES.tooManyAttempts);
        }
        return body?.email === 'taken@canam.test'
          ? refusal(400, 'EMAIL_TAKEN', ACCOUNT_MESSAGES.invalidEmail)
          : json(200, { message: ACCOUNT_MESSAGES.validEmail });
      case 'POST /api/user/create':
        return json(200, {
          message: ACCOUNT_MESSAGES.userCreated,
          user: {
            id: 51,
            firstName: body?.firstName,
            lastName: body?.lastName,
            email: body?.email,
          },
        });
      case 'GET /api/user': {
        const token = search.get('registrationToken');
        return token === 'reg-good' || token === 'invite-good'
          ? json(200, FAKE_REGISTRATION)
          : expired();
      }
      case 'POST /api/createPreRegisterCompany':
        return body?.registrationToken === 'reg-good'
          ? json(200, {
              message: ACCOUNT_MESSAGES.companyRegistered,
              company: { id: 90, status: 2 },
            })
          : expired();
      case 'POST /api/forgotPassword':
        if (body?.email === 'nomail@canam.test')
          return refusal(502, 'EMAIL_NOT_SENT', ACCOUNT_MESSAGES.emailNotSent);
        return body?.email === FAKE_REGISTRATION.email
          ? json(200, { message: ACCOUNT_MESSAGES.recoverPasswordSent })
          : refusal(404, 'EMAIL_NOT_FOUND', ACCOUNT_MESSAGES.emailNotFound);
      case 'PUT /api/user/completeRegistration':
        return body?.registrationToken === 'invite-good'
          ? json(200, { message: ACCOUNT_MESSAGES.passwordChanged })
          : expired();
      case 'GET /api/getUserNotificationValues': {
        const token = search.get('token');
        if (token) return token === 'pref-good' ? json(200, preference(50)) : expired();
        return viewer
          ? json(200, preference(viewer.id))
          : refusal(401, 'UNAUTHENTICATED', 'Unauthorized');
      }
      case 'PUT /api/user/disable-notifications':
        if (body?.token)
          return body.token === 'pref-good' ? setPreference(50, body.acceptEmail) : expired();
        if (!viewer) return refusal(401, 'UNAUTHENTICATED', 'Unauthorized');
        if (body?.id !== undefined && body.id !== viewer.id)
          return refusal(403, 'FORBIDDEN', 'Forbidden');
        return setPreference(viewer.id, body?.acceptEmail);
      case 'GET /api/address/search':
        return json(
          200,
          FAKE_ADDRESS.zip.startsWith(search.get('query') ?? '-') ? [FAKE_ADDRESS] : [],
        );
      case 'GET /api/email-outbox': {
        if (!viewer) return refusal(401, 'UNAUTHENTICATED', 'Unauthorized');
        if (!isSuperAdmin(viewer)) return refusal(403, 'FORBIDDEN', 'Forbidden');
        const perPage = Number(search.get('resourcesPerPage') ?? 20);
        const page = Number(search.get('page') ?? 1);
        const data = FAKE_OUTBOX.slice((page - 1) * perPage, page * perPage);
        return json(200, { data, currentPage: page, total: FAKE_OUTBOX.length, perPage });
      }
      default:
        return null;
    }
  };
}
