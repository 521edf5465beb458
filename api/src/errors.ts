// The one error type of the api: a status code, a stable machine code (domain/src/rest/errors.ts),
// the message the specification names and, for invalid input, the field. The error handler turns
// it into the REST error body {statusCode, error, code, message, field?}.
import type { ErrorCode } from '@canam/domain/rest/errors';
import { FIND_VEHICLE_MESSAGES } from '@canam/domain/rest/vehicleLookup';
import { USER_MESSAGES } from '@canam/domain/rest/users';
import { RECORD_MESSAGES } from '@canam/domain/rest/vehicleRecords';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (code: ErrorCode, message: string) => new ApiError(400, code, message);
/** A request value the schemas cannot check, refused like a schema's refusal. */
export const invalidInput = (field: string, message: string) =>
  new ApiError(400, 'INVALID_INPUT', message, field);
export const unauthorized = (code: ErrorCode = 'UNAUTHENTICATED', message = 'Unauthorized') =>
  new ApiError(401, code, message);
export const forbidden = (code: ErrorCode = 'FORBIDDEN', message = 'Forbidden') =>
  new ApiError(403, code, message);
export const notFound = (code: ErrorCode = 'NOT_FOUND', message = 'Not Found') =>
  new ApiError(404, code, message);
export const conflict = (code: ErrorCode, message: string) => new ApiError(409, code, message);
export const tooManyRequests = (message: string) => new ApiError(429, 'RATE_LIMITED', message);
/** A service the api depends on (the mail server) failed. */
export const upstreamFailed = (code: ErrorCode, message: string) =>
  new ApiError(502, code, message);

export const vehicleNotFound = () => notFound('VEHICLE_NOT_FOUND', FIND_VEHICLE_MESSAGES.notFound);
export const offerNotFound = () => notFound('OFFER_NOT_FOUND', 'Offer not found');
export const recordNotFound = () => notFound('RECORD_NOT_FOUND', RECORD_MESSAGES.notFound);
export const userNotFound = () => notFound('USER_NOT_FOUND', USER_MESSAGES.notFound);
