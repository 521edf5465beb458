// userErrors of the account mutations: the shared form schemas' issues (one per field, named as
// the form's fields) and the api's expected refusals with the api's code where the web acts on
// it. Codes and fields are read from the error body, never recovered from the texts.
import type { z } from 'zod';
import type { ErrorCode } from '@canam/domain/rest/errors';
import type { UserError } from '../__generated__/resolvers-types.ts';
import { restCodeOf, restFieldOf, restMessageOf, restStatusOf } from '../rest/HttpError.ts';
import { codeForStatus, toGraphQLError } from '../rest/errors.ts';

export const EMAIL_TAKEN_MESSAGE = 'This email has already been taken';

/** The api's codes of refusals the pages handle by themselves, passed on as they are. */
const ACCOUNT_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'EMAIL_TAKEN',
  'LINK_EXPIRED',
  'EMAIL_NOT_FOUND',
  'EMAIL_NOT_SENT',
]);

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
  /** The form's fields: the api's INVALID_INPUT on one of them (its last name) goes on it. */
  fields?: readonly string[];
  /** The form field a refusal concerns, by the api's code. */
  fieldByCode?: Readonly<Partial<Record<ErrorCode, string>>>;
}

/** The form field of the api's refusal, or null when it concerns no field of the form. */
export function refusedField(error: unknown, options: Omit<RefusalOptions, 'statuses'>) {
  const code = restCodeOf(error);
  if (code === 'INVALID_INPUT') {
    const field = restFieldOf(error)?.split('.').at(-1);
    return field && options.fields?.includes(field) ? field : null;
  }
  return (code && options.fieldByCode?.[code]) ?? null;
}

/** The api's expected refusal as one userError; anything else is rethrown as a GraphQL error. */
export function refusedAsUserErrors(error: unknown, options: RefusalOptions): UserError[] {
  const status = restStatusOf(error);
  if (status === null || !options.statuses.includes(status)) throw toGraphQLError(error);
  const apiCode = restCodeOf(error);
  if (apiCode === 'EMAIL_TAKEN') {
    return [{ field: 'email', message: EMAIL_TAKEN_MESSAGE, code: apiCode }];
  }
  const code = apiCode && ACCOUNT_CODES.has(apiCode) ? apiCode : codeForStatus(status);
  return [{ field: refusedField(error, options), message: restMessageOf(error), code }];
}
