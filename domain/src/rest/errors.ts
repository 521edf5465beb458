// The one error body of every non-2xx REST answer, {statusCode, error, code, message, field?}, and
// the list of its stable machine codes: clients act on `code`, never on the English `message`.
import { z } from 'zod';
import type { OFFER_REFUSALS } from '../offers.ts';

export const ERROR_CODES = [
  // Generic refusals, one per kind of status.
  'BAD_REQUEST',
  'INVALID_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UPSTREAM_FAILED',
  /** GET /readyz: the process is draining or its database does not answer. */
  'NOT_READY',
  // Sessions.
  'AUTHENTICATION_FAILED',
  'USER_INACTIVE',
  'COMPANY_REJECTED',
  'COMPANY_NOT_ACTIVE',
  'INVALID_REFRESH_TOKEN',
  // Accounts and onboarding.
  'EMAIL_TAKEN',
  'LINK_EXPIRED',
  'EMAIL_NOT_FOUND',
  'EMAIL_NOT_SENT',
  'ROLE_NOT_ALLOWED',
  'COMPANY_ALREADY_REGISTERED',
  'COMPANY_NOT_FOUND',
  'STATE_NOT_FOUND',
  'ZIP_NOT_FOUND',
  'OUTBOX_CLOSED',
  // People and dealer review (rest/users.ts, rest/companies.ts).
  'USER_NOT_FOUND',
  'NOT_YOUR_USER',
  'NOT_SELF',
  'NOT_A_DEALER_USER',
  'USER_ALREADY_REJECTED',
  'USER_NOT_DELETABLE',
  // Vehicles.
  'VEHICLE_NOT_FOUND',
  'VEHICLE_AMBIGUOUS',
  'RECORD_NOT_FOUND',
  // Vehicle intake and editing (rest/vehicleIntake.ts, rest/vehicleFiles.ts).
  'INVALID_VIN',
  'VEHICLE_DELETED',
  'VEHICLE_INCOMPLETE',
  'STOCK_NUMBER_TAKEN',
  'PART_NOT_FOUND',
  'PHOTO_NOT_FOUND',
  'BUYER_NOT_FOUND',
  'UPLOAD_NOT_FOUND',
  'UPLOAD_EXPIRED',
  'FILE_INVALID',
  // Negotiation.
  'OFFER_NOT_FOUND',
  'NOT_DEALER',
  'COMPANY_NOT_ACCEPTED',
  'NOT_ON_SALE',
  'NOT_RELEASED',
  'VEHICLE_SOLD',
  'NO_PRICE',
  'NOT_YOUR_CHAIN',
  'NOT_YOUR_VEHICLE',
  'NOT_LAST_OFFER',
  'WAIT_FOR_ANSWER',
  'OFFER_EXPIRED',
  'INVALID_AMOUNT',
  // Personal access tokens (rest/accessTokens.ts): a token on a route its scopes do not open,
  // and the refusals of creating and revoking one.
  'TOKEN_SCOPE',
  'TOKEN_NAME_TAKEN',
  'TOKEN_SCOPE_NOT_ALLOWED',
  'TOKEN_LIMIT_REACHED',
  'ACCESS_TOKEN_NOT_FOUND',
  // Idempotent retries.
  'INVALID_IDEMPOTENCY_KEY',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
] as const;

export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  502: 'UPSTREAM_FAILED',
};

/** The generic code of a status, for a refusal that has no code of its own. */
export function errorCodeOfStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

/** The code of each negotiation refusal of `OFFER_REFUSALS`, by the same key. */
export const OFFER_REFUSAL_CODES = {
  notDealer: 'NOT_DEALER',
  companyNotAccepted: 'COMPANY_NOT_ACCEPTED',
  notOnSale: 'NOT_ON_SALE',
  notReleased: 'NOT_RELEASED',
  sold: 'VEHICLE_SOLD',
  noPrice: 'NO_PRICE',
  notYourChain: 'NOT_YOUR_CHAIN',
  notYourVehicle: 'NOT_YOUR_VEHICLE',
  notLastOffer: 'NOT_LAST_OFFER',
  sameSide: 'WAIT_FOR_ANSWER',
  expired: 'OFFER_EXPIRED',
  invalidAmount: 'INVALID_AMOUNT',
} as const satisfies Record<keyof typeof OFFER_REFUSALS, ErrorCode>;

export const errorBodySchema = z
  .object({
    statusCode: z.number().int().min(400).max(599),
    error: z.string().meta({ description: 'The HTTP reason phrase of statusCode' }),
    code: errorCodeSchema.meta({ description: 'Stable machine code of the refusal' }),
    message: z.string().meta({ description: 'Human-readable text; may be reworded' }),
    field: z
      .string()
      .optional()
      .meta({ description: 'The input field an INVALID_INPUT refusal concerns (a.b for nesting)' }),
  })
  .meta({ id: 'ErrorBody', description: 'The body of every non-2xx answer' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
