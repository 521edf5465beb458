// userErrors of the back-office mutations (records and the agent box): the api's refusal (400 or
// 404) with its message and code as the api sent them, on the input field it concerns. Fields
// and codes are read from the error body, never recovered from the texts; a 401 or 403 stays a
// top-level error (UNAUTHENTICATED, FORBIDDEN), as does an api that cannot answer.
import type { ErrorCode } from '@canam/domain/rest/errors';
import type { UserError } from '../__generated__/resolvers-types.ts';
import { restCodeOf, restMessageOf, restStatusOf } from '../rest/HttpError.ts';
import { codeForStatus, toGraphQLError } from '../rest/errors.ts';
import { refusedField } from './accountErrors.ts';

const REFUSAL_STATUSES = [400, 404];

/** The input field of a refusal that names no field of its own, by the api's code. */
const FIELD_BY_CODE: Partial<Record<ErrorCode, string>> = {
  VEHICLE_NOT_FOUND: 'vehicleId',
  RECORD_NOT_FOUND: 'id',
};

/**
 * The api's refusal as one userError on one of `fields` (the mutation input's names); `renamed`
 * maps the api's name of a field to the input's (PUT vehicle/agent's userId is agentId).
 */
export function recordRefusal(
  error: unknown,
  fields: readonly string[],
  renamed: Readonly<Record<string, string>> = {},
): UserError[] {
  const status = restStatusOf(error);
  if (status === null || !REFUSAL_STATUSES.includes(status)) throw toGraphQLError(error);
  const apiField = refusedField(error, {
    fields: [...fields, ...Object.keys(renamed)],
    fieldByCode: FIELD_BY_CODE,
  });
  const field = apiField === null ? null : (renamed[apiField] ?? apiField);
  return [
    {
      field: field !== null && fields.includes(field) ? field : null,
      message: restMessageOf(error),
      code: restCodeOf(error) ?? codeForStatus(status),
    },
  ];
}
