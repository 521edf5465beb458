// peopleRefusal: which of the api's answers are userErrors (input the user can act on, by the
// api's code and on the input's own field names) and which stay top-level errors (rights,
// sessions, an api that failed).
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '@canam/domain/rest/errors';
import { HttpError } from '../rest/HttpError.ts';
import { peopleRefusal } from './peopleErrors.ts';

const refusal = (status: number, code: ErrorCode, message: string, field?: string) =>
  new HttpError(status, message, { statusCode: status, error: 'Error', code, message, field });

const fields = ['userId', 'email', 'officePhoneNumber', 'commercialName'];

describe('peopleRefusal', () => {
  it("puts INVALID_INPUT on the input's field: nested, renamed or none of the input's", () => {
    const nested = refusal(400, 'INVALID_INPUT', 'Bad phone', 'userDetails.officePhoneNumber');
    expect(peopleRefusal(nested, { fields })).toEqual([
      { field: 'officePhoneNumber', message: 'Bad phone', code: 'INVALID_INPUT' },
    ]);
    const renamed = refusal(400, 'INVALID_INPUT', 'Too long', 'fullName');
    expect(peopleRefusal(renamed, { fields, renamed: { fullName: 'commercialName' } })).toEqual([
      { field: 'commercialName', message: 'Too long', code: 'INVALID_INPUT' },
    ]);
    const other = refusal(400, 'INVALID_INPUT', 'rolesId must be [2] or [4]', 'rolesId');
    expect(peopleRefusal(other, { fields })[0]!.field).toBeNull();
  });

  it("gives EMAIL_TAKEN the specification's text, or the api's own when asked", () => {
    const taken = refusal(400, 'EMAIL_TAKEN', 'invalid email');
    expect(peopleRefusal(taken, { fields })).toEqual([
      { field: 'email', message: 'This email has already been taken', code: 'EMAIL_TAKEN' },
    ]);
    expect(peopleRefusal(taken, { fields, apiMessages: true })[0]!.message).toBe('invalid email');
  });

  it('names the field of a code, renamed for the input (userId, companyId)', () => {
    const missing = refusal(404, 'COMPANY_NOT_FOUND', 'Company not found');
    expect(peopleRefusal(missing, { fields, renamed: { companyId: 'userId' } })[0]!.field).toBe(
      'userId',
    );
    expect(peopleRefusal(refusal(409, 'USER_NOT_DELETABLE', 'No'), { fields })[0]!.field).toBe(
      'userId',
    );
  });

  it('is RATE_LIMITED for a 429, a userError for an e-mail that did not go (502)', () => {
    expect(peopleRefusal(refusal(429, 'RATE_LIMITED', 'Slow down'), { fields })[0]!.code).toBe(
      'RATE_LIMITED',
    );
    expect(peopleRefusal(refusal(502, 'EMAIL_NOT_SENT', 'Email not sent'), { fields })).toEqual([
      { field: null, message: 'Email not sent', code: 'EMAIL_NOT_SENT' },
    ]);
  });

  it.each([
    [401, 'UNAUTHENTICATED', 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN', 'FORBIDDEN'],
    [403, 'NOT_YOUR_USER', 'FORBIDDEN'],
    [502, 'UPSTREAM_FAILED', 'UPSTREAM_UNAVAILABLE'],
    [500, 'INTERNAL', 'UPSTREAM_UNAVAILABLE'],
  ] as const)('keeps a %i %s top-level (%s)', (status, code, graphQLCode) => {
    expect(() => peopleRefusal(refusal(status, code, 'No'), { fields })).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: graphQLCode }) }),
    );
  });

  it('keeps an api that did not answer top-level', () => {
    expect(() => peopleRefusal(new Error('socket hang up'), { fields })).toThrow(
      expect.objectContaining({ extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
    );
  });
});
