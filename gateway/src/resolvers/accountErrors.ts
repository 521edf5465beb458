// userErrors of the account mutations: the shared form schemas' issues (one per field, named as
// the form's fields) and the api's expected refusals with a code the web can act on.
import type { z } from 'zod';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import type { UserError } from '../__generated__/resolvers-types.ts';
import { restMessageOf, restStatusOf } from '../rest/HttpError.ts';
import { codeForStatus, toGraphQLError } from '../rest/errors.ts';

export const EMAIL_TAKEN_MESSAGE = 'This email has already been taken';

/** Codes of refusals the pages handle by themselves. */
const CODE_BY_MESSAGE: Record<string, string> = {
  [ACCOUNT_MESSAGES.invalidEmail]: 'EMAIL_TAKEN',
  [ACCOUNT_MESSAGES.linkExpired]: 'LINK_EXPIRED',
  [ACCOUNT_MESSAGES.emailNotFound]: 'EMAIL_NOT_FOUND',
  [ACCOUNT_MESSAGES.emailNotSent]: 'EMAIL_NOT_SENT',
};

/** One userError per field (its first issue); the field is the last part of the issue's path. */
export function issuesAsUserErrors(issues: readonly z.core.$ZodIssue[]): UserError[] {
  const byField = new Map<string, UserError>();
  for (const issue of issues) {
    const field = String(issue.path.at(-1) ?? '');
    if (!byField.has(field)) {
      byField.set(field, { field: field || null, message: issue.message, code: 'BAD_USER_INPUT' });
    }
  }
  return [...byField.values()];
}

interface RefusalOptions {
  /** REST statuses that are expected answers; any other failure stays a top-level error. */
  statuses: readonly number[];
  /** The form field a message of the shared schema belongs to. */
  fieldByMessage?: Readonly<Record<string, string | null>>;
}

/** The api's expected refusal as one userError; anything else is rethrown as a GraphQL error. */
export function refusedAsUserErrors(error: unknown, options: RefusalOptions): UserError[] {
  const status = restStatusOf(error);
  if (status === null || !options.statuses.includes(status)) throw toGraphQLError(error);
  const message = restMessageOf(error);
  if (message === ACCOUNT_MESSAGES.invalidEmail) {
    return [{ field: 'email', message: EMAIL_TAKEN_MESSAGE, code: 'EMAIL_TAKEN' }];
  }
  const code = CODE_BY_MESSAGE[message] ?? codeForStatus(status);
  const field = options.fieldByMessage?.[message] ?? null;
  return [{ field, message, code }];
}
