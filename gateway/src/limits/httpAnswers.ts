// HTTP answers of refused and failed GraphQL requests, as GraphQL over HTTP wants them: a
// client accepting `application/json` gets 200 for any well-formed request (a proxy's 4xx/5xx
// cannot be told apart from ours); `application/graphql-response+json` gets the 4xx/5xx.
import type { HTTPGraphQLResponse } from '@apollo/server';
import type { TrustedDocumentCode } from './resolveDocument.ts';
import { LIMIT_CODES, type LimitCode } from './limitError.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';

/** Errors of a well-formed request that never ran: graphql's own and the gateway's limits. */
const NOT_RUN_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT', // variable coercion
  LIMIT_CODES.depth,
  LIMIT_CODES.aliases,
  LIMIT_CODES.cost,
  LIMIT_CODES.tokens,
]);

/** Whether `accept` prefers the GraphQL response type to JSON (the first listed wins a tie). */
function wantsGraphQLResponse(accept: string | undefined): boolean {
  let best = { graphqlResponse: false, q: 0 };
  for (const part of (accept ?? '*/*').split(',')) {
    const [range = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = Number(params.find((p) => p.startsWith('q='))?.slice(2) ?? 1);
    const graphqlResponse = range === 'application/graphql-response+json';
    const json = ['application/json', 'application/*', '*/*'].includes(range);
    if ((graphqlResponse || json) && q > best.q) best = { graphqlResponse, q };
  }
  return best.graphqlResponse;
}

/** An answer the gateway makes itself, without Apollo. */
export interface PlainAnswer {
  status: number;
  contentType: string;
  body: string;
  /** Close the socket after it (the rest of a too large body is never read). */
  closeConnection?: boolean;
}

/**
 * A GraphQL error answer made by the gateway itself (a body too large, too many tokens, a
 * timeout). `status` is what graphql-response+json clients get; JSON clients get 200, but a 413
 * stays a 413 (that request was not well-formed: its body was never read).
 */
export function refusalAnswer(
  code: LimitCode | TrustedDocumentCode,
  message: string,
  status: number,
  accept: string | undefined,
): PlainAnswer {
  const graphqlResponse = wantsGraphQLResponse(accept);
  return {
    status: graphqlResponse || status === 413 ? status : 200,
    contentType: graphqlResponse ? GRAPHQL_RESPONSE_TYPE : JSON_TYPE,
    body: JSON.stringify({ errors: [{ message, extensions: { code } }] }),
  };
}

/** Apollo answers 400 to `application/json` clients for parse, validation and coercion errors. */
export function withJsonClientStatus(answer: HTTPGraphQLResponse): HTTPGraphQLResponse {
  const type = answer.headers.get('content-type') ?? '';
  if (answer.status !== 400 || !type.startsWith('application/json')) return answer;
  if (answer.body.kind !== 'complete') return answer;
  let codes: unknown[];
  try {
    const body = JSON.parse(answer.body.string) as {
      errors?: { extensions?: { code?: unknown } }[];
    };
    codes = (body.errors ?? []).map((error) => error.extensions?.code);
  } catch {
    return answer;
  }
  if (!codes.length || !codes.every((code) => NOT_RUN_CODES.has(code as string))) return answer;
  return { ...answer, status: 200 };
}
