// The GraphQL error of a refused request, one code per limit (README "Limits"), on HTTP and
// graphql-ws alike. graphql's CommonJS build: graphql-ws and Apollo recognise its errors only.
import { GraphQLError } from 'graphql/index.js';

export const LIMIT_CODES = {
  depth: 'QUERY_TOO_DEEP',
  aliases: 'TOO_MANY_ALIASES',
  cost: 'QUERY_TOO_COSTLY',
  tokens: 'TOO_MANY_TOKENS',
  body: 'PAYLOAD_TOO_LARGE',
  operations: 'TOO_MANY_SUBSCRIPTIONS',
  timeout: 'EXECUTION_TIMEOUT',
} as const;

export type LimitCode = (typeof LIMIT_CODES)[keyof typeof LIMIT_CODES];

export function limitError(code: LimitCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}
