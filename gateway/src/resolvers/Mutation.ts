// Mutation: sessions and the contact form here; accounts, negotiations, vehicle records, the
// agent box, vehicle intake and files, the people pages, dealer review and company modals spread
// in from their files. Input the user can fix and the
// api's expected refusals are userErrors; an unreachable api or an unexpected status is a
// top-level error (rest/errors.ts).
import { MARKETPLACE_ID } from '@canam/domain/constants';
import { CONTACT_MESSAGES, contactSchema } from '@canam/domain/forms/contact';
import { loginSchema } from '@canam/domain/forms/login';
import type { ErrorCode } from '@canam/domain/rest/errors';
import type { TokenPairDto } from '@canam/domain/rest/auth';
import type { MutationResolvers, Session, UserError } from '../__generated__/resolvers-types.ts';
import { restCodeOf, restMessageOf, restStatusOf } from '../rest/HttpError.ts';
import { codeForStatus, toGraphQLError } from '../rest/errors.ts';
import { issuesAsUserErrors, refusedField } from './accountErrors.ts';
import { accessTokenMutations } from './accessTokenMutations.ts';
import { accountMutations } from './accountMutations.ts';
import { companyMutations } from './companyMutations.ts';
import { dealerMutations } from './dealerMutations.ts';
import { offerMutations } from './offerMutations.ts';
import { teamMutations } from './teamMutations.ts';
import { vehicleAgentMutations } from './vehicleAgentMutations.ts';
import { vehicleFileMutations } from './vehicleFileMutations.ts';
import { vehicleIntakeMutations } from './vehicleIntakeMutations.ts';
import { vehicleRecordMutations } from './vehicleRecordMutations.ts';

/** The api's login refusals, passed on as they are; any other refusal is BAD_USER_INPUT. */
const LOGIN_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'AUTHENTICATION_FAILED',
  'USER_INACTIVE',
  'COMPANY_REJECTED',
  'COMPANY_NOT_ACTIVE',
]);
const loginCode = (code: ErrorCode | null) =>
  code && LOGIN_CODES.has(code) ? code : 'BAD_USER_INPUT';

function session(token: TokenPairDto, marketPlaceId: number): Session {
  return {
    accessToken: token.accessToken,
    refreshToken: token.refreshToken,
    expiresAt: new Date(Date.now() + token.expiresIn * 1000).toISOString(),
    marketPlaceId,
  };
}

/** The api's refusal with one of `statuses` as a userError; anything else is rethrown. */
function refusal(
  error: unknown,
  statuses: number[],
  code?: (apiCode: ErrorCode | null) => string,
): UserError[] {
  const status = restStatusOf(error);
  if (status === null || !statuses.includes(status)) throw toGraphQLError(error);
  // Too many attempts is always RATE_LIMITED, whatever the call's own codes are.
  const chosen =
    status === 429 ? codeForStatus(status) : (code?.(restCodeOf(error)) ?? codeForStatus(status));
  return [{ field: null, message: restMessageOf(error), code: chosen }];
}

// The api answers a bad contact form with the schema's first issue and its field.
const CONTACT_FIELDS = Object.keys(CONTACT_MESSAGES);

function failed(userErrors: UserError[]) {
  return { session: null, viewer: null, userErrors };
}

export const Mutation: MutationResolvers = {
  async login(_root, { input }, { loaders, credentials }) {
    // The login form's own check (one error per field), before any call to the api.
    const parsed = loginSchema.safeParse({ email: input.email.trim(), password: input.password });
    if (!parsed.success) return failed(issuesAsUserErrors(parsed.error.issues));
    try {
      const answer = await loaders.session.login({
        ...parsed.data,
        marketPlace: Number(credentials.marketPlaceId) || MARKETPLACE_ID,
      });
      return {
        session: session(answer.auth, answer.marketPlace.id),
        viewer: { profile: answer.user },
        userErrors: [],
      };
    } catch (error) {
      return failed(refusal(error, [400, 401, 429], loginCode));
    }
  },

  async refreshSession(_root, { input }, { loaders }) {
    if (!input.refreshToken.trim()) {
      return failed([
        { field: 'refreshToken', message: 'A refresh token is required', code: 'BAD_USER_INPUT' },
      ]);
    }
    try {
      const answer = await loaders.session.checkToken(input.refreshToken);
      loaders.viewerProfile.prime(answer.user);
      return {
        session: session(answer.token, answer.marketPlace.id),
        viewer: { profile: answer.user },
        userErrors: [],
      };
    } catch (error) {
      return failed(refusal(error, [400, 401, 403], () => 'SESSION_EXPIRED'));
    }
  },

  async logout(_root, { input }, { loaders, credentials }) {
    if (!credentials.accessToken) {
      return {
        ok: false,
        userErrors: [{ field: null, message: 'Not logged in', code: 'UNAUTHENTICATED' }],
      };
    }
    try {
      await loaders.session.logout(input?.refreshToken);
      return { ok: true, userErrors: [] };
    } catch (error) {
      return { ok: false, userErrors: refusal(error, [400, 401, 403, 404]) };
    }
  },
  async contactUs(_root, { input }, { loaders }) {
    // The form's own check, one error per field (the api would only tell the first).
    const parsed = contactSchema.safeParse(input);
    if (!parsed.success) return { ok: false, userErrors: issuesAsUserErrors(parsed.error.issues) };
    try {
      await loaders.contact.send(parsed.data);
      return { ok: true, userErrors: [] };
    } catch (error) {
      const [refused] = refusal(error, [400, 429]);
      const field = refusedField(error, { fields: CONTACT_FIELDS });
      return { ok: false, userErrors: [{ ...refused!, field }] };
    }
  },
  ...accountMutations,
  ...accessTokenMutations,
  ...offerMutations,
  ...vehicleRecordMutations,
  ...vehicleAgentMutations,
  ...vehicleIntakeMutations,
  ...vehicleFileMutations,
  ...teamMutations,
  ...dealerMutations,
  ...companyMutations,
};
