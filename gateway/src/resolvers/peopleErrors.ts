// Refusals of the people pages (users, agents, a client's sub-users, dealer review): a guest is
// refused at once, without a call (UNAUTHENTICATED); the api's 401 and 403 (FORBIDDEN, also
// NOT_YOUR_USER: a right, not input) stay top-level errors; the api's refusals of the input are
// userErrors with its code, on the input field they concern. Codes and fields are read from the
// error body, never recovered from the texts; EMAIL_TAKEN gets the specification's text.
import { GraphQLError } from 'graphql';
import type { ErrorCode } from '@canam/domain/rest/errors';
import type { UserError } from '../__generated__/resolvers-types.ts';
import type { RestCredentials } from '../rest/client.ts';
import { restCodeOf, restFieldOf, restMessageOf, restStatusOf } from '../rest/HttpError.ts';
import { codeForStatus, toGraphQLError } from '../rest/errors.ts';
import { EMAIL_TAKEN_MESSAGE } from './accountErrors.ts';

/** Statuses of the api's refusals that the user can act on (and 502 EMAIL_NOT_SENT, below). */
const INPUT_STATUSES = [400, 404, 409, 429];

/** The input field of a refusal that names no field of its own, by the api's code. */
const FIELD_BY_CODE: Partial<Record<ErrorCode, string>> = {
  EMAIL_TAKEN: 'email',
  EMAIL_NOT_FOUND: 'email',
  USER_NOT_FOUND: 'userId',
  NOT_SELF: 'userId',
  NOT_A_DEALER_USER: 'userId',
  USER_ALREADY_REJECTED: 'userId',
  USER_NOT_DELETABLE: 'userId',
  COMPANY_NOT_FOUND: 'companyId',
  STATE_NOT_FOUND: 'stateId',
};

export interface PeopleRefusalOptions {
  /** The input's fields. */
  fields: readonly string[];
  /** The api's names (of body fields or codes' fields) that the input calls otherwise. */
  renamed?: Readonly<Record<string, string>>;
  /** The api's message as it is, also for EMAIL_TAKEN (the dealer form shows the server's). */
  apiMessages?: boolean;
}

/** The input field the api's refusal concerns (its INVALID_INPUT field, else by code), or null. */
function fieldOf(error: unknown, code: ErrorCode | null, options: PeopleRefusalOptions) {
  const apiField = code === 'INVALID_INPUT' ? restFieldOf(error) : null;
  const path = apiField?.split('.').filter((name) => !/^\d+$/.test(name)) ?? [];
  const named = apiField !== null ? path.at(-1) : code ? FIELD_BY_CODE[code] : undefined;
  if (!named) return null;
  const field = options.renamed?.[path.join('.')] ?? options.renamed?.[named] ?? named;
  return options.fields.includes(field) ? field : null;
}

/** The api's refusal of the input as one userError; anything else is a top-level error. */
export function peopleRefusal(error: unknown, options: PeopleRefusalOptions): UserError[] {
  const status = restStatusOf(error);
  // An e-mail that could not be sent is the user's to retry; any other failure is top-level.
  const mailFailed = status === 502 && restCodeOf(error) === 'EMAIL_NOT_SENT';
  if (status === null || (!INPUT_STATUSES.includes(status) && !mailFailed)) {
    throw toGraphQLError(error);
  }
  const code = status === 429 ? 'RATE_LIMITED' : (restCodeOf(error) ?? codeForStatus(status));
  const message =
    code === 'EMAIL_TAKEN' && !options.apiMessages ? EMAIL_TAKEN_MESSAGE : restMessageOf(error);
  return [{ field: fieldOf(error, code as ErrorCode, options), message, code }];
}

/** A guest may not use the people pages: refused at once, without a call. */
export function requireLogin(credentials: RestCredentials): void {
  if (!credentials.accessToken) {
    throw new GraphQLError('Log in to manage users and companies', {
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }
}
