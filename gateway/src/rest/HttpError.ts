// The two ways a REST call fails: the api answered non-2xx (HttpError, with its status, its
// machine code and message), or it could not be reached in time (UpstreamUnavailableError).
import { errorCodeOfStatus, errorBodySchema, type ErrorCode } from '@canam/domain/rest/errors';

const refusalOfBody = errorBodySchema.pick({ code: true, field: true });

export class HttpError extends Error {
  override readonly name = 'HttpError';
  /** The api's code; a body without a known one gets the generic code of its status. */
  readonly code: ErrorCode;
  /** The input field an INVALID_INPUT refusal concerns, as the api names it (a.b for nesting). */
  readonly field: string | null;
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    const refusal = refusalOfBody.safeParse(body);
    this.code = refusal.success ? refusal.data.code : errorCodeOfStatus(status);
    this.field = (refusal.success && refusal.data.field) || null;
  }
}

export class UpstreamUnavailableError extends Error {
  override readonly name = 'UpstreamUnavailableError';
  readonly code = 'UPSTREAM_UNAVAILABLE';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The HttpError behind an error (also when wrapped in a GraphQLError), or null. */
function httpErrorOf(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  const original = (error as { originalError?: unknown } | null)?.originalError;
  return original instanceof HttpError ? original : null;
}

/** The REST status behind an error (also when wrapped in a GraphQLError), or null. */
export function restStatusOf(error: unknown): number | null {
  return httpErrorOf(error)?.status ?? null;
}

/** The api's code behind an error (also when wrapped in a GraphQLError), or null. */
export function restCodeOf(error: unknown): ErrorCode | null {
  return httpErrorOf(error)?.code ?? null;
}

/** The api's field behind an INVALID_INPUT refusal, or null. */
export function restFieldOf(error: unknown): string | null {
  return httpErrorOf(error)?.field ?? null;
}

/** The api's message behind an error (also when wrapped in a GraphQLError). */
export function restMessageOf(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  const original = (error as { originalError?: unknown } | null)?.originalError;
  return original instanceof Error ? original.message : String((error as Error)?.message ?? error);
}
