// The one table from REST status to GraphQL error code, and the function that turns any error
// of a REST call into a GraphQLError with extensions.code (the api's message kept).
import { GraphQLError } from 'graphql';
import { HttpError, UpstreamUnavailableError } from './HttpError.ts';

export type GatewayErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

const CODE_BY_STATUS: Record<number, GatewayErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
};

export function codeForStatus(status: number): GatewayErrorCode {
  if (status >= 500) return 'UPSTREAM_UNAVAILABLE';
  return CODE_BY_STATUS[status] ?? 'INTERNAL_SERVER_ERROR';
}

export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (error instanceof HttpError) {
    // A personal access token beyond its scopes: FORBIDDEN, with the api's code as the reason.
    const reason = error.code === 'TOKEN_SCOPE' ? { reason: error.code } : {};
    return new GraphQLError(error.message, {
      originalError: error,
      extensions: { code: codeForStatus(error.status), status: error.status, ...reason },
    });
  }
  if (error instanceof UpstreamUnavailableError) {
    return new GraphQLError('The REST api is unavailable', {
      originalError: error,
      extensions: { code: error.code },
    });
  }
  return new GraphQLError('Unexpected error', {
    originalError: error instanceof Error ? error : undefined,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/** Runs a REST call and rethrows its failure as a GraphQLError. */
export async function graphQLErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toGraphQLError(error);
  }
}
