// The two ways a REST call fails: the api answered non-2xx (HttpError, with its status and
// message), or it could not be reached in time (UpstreamUnavailableError).

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export class UpstreamUnavailableError extends Error {
  override readonly name = 'UpstreamUnavailableError';
  readonly code = 'UPSTREAM_UNAVAILABLE';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The REST status behind an error (also when wrapped in a GraphQLError), or null. */
export function restStatusOf(error: unknown): number | null {
  if (error instanceof HttpError) return error.status;
  const original = (error as { originalError?: unknown } | null)?.originalError;
  return original instanceof HttpError ? original.status : null;
}

/** The api's message behind an error (also when wrapped in a GraphQLError). */
export function restMessageOf(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  const original = (error as { originalError?: unknown } | null)?.originalError;
  return original instanceof Error ? original.message : String((error as Error)?.message ?? error);
}
