// graphql-ws `onSubscribe`: the same limits as HTTP before an operation runs on a socket (its
// operations in flight; its text: a trusted document's by `documentId` — graphql-ws wants a
// `query` string beside it, send "" — or a token holder's own, resolveDocument.ts; tokens,
// graphql's validation, depth, aliases and cost with the variables). A refusal is a graphql-ws `error` message for that operation with the limit's
// code; the socket and its other subscriptions go on. Parsing and validation go through the
// operation cache, so identical operations share one document (sharedSubscribe.ts relies on it).
import { GraphQLError } from 'graphql/index.js';
import type { DocumentNode, ExecutionArgs, GraphQLSchema } from 'graphql';
import type { Context, SubscribePayload } from 'graphql-ws';
import type { createOperationCache } from '../subscriptions/operationCache.ts';
import { LIMIT_CODES, limitError } from './limitError.ts';
import type { GatewayLimits } from './limits.ts';
import type { OperationLimitErrors } from './operationLimits.ts';
import { tokenLimitError } from './tokenLimit.ts';
import { credentialsFromConnectionParams } from '../context.ts';
import { resolveDocument } from './resolveDocument.ts';
import type { TrustedDocuments } from './trustedDocuments.ts';

interface WsOperationsOptions {
  schema: GraphQLSchema;
  operations: ReturnType<typeof createOperationCache>;
  operationLimitErrors: OperationLimitErrors;
  limits: GatewayLimits;
  documents: TrustedDocuments;
}

export function limitedOnSubscribe({
  schema,
  operations,
  operationLimitErrors,
  limits,
  documents,
}: WsOperationsOptions) {
  return function onSubscribe(
    ctx: Context<Record<string, unknown>, unknown>,
    _id: string,
    payload: SubscribePayload,
  ): ExecutionArgs | readonly GraphQLError[] {
    // graphql-ws has already registered this one.
    if (Object.keys(ctx.subscriptions).length > limits.maxOperationsPerSocket) {
      return [
        limitError(
          LIMIT_CODES.operations,
          `A socket may run ${limits.maxOperationsPerSocket} operations at once (the limit).`,
        ),
      ];
    }
    // connection_init's token was checked by onConnect (a refused one closed the socket).
    const hasBearer = !!credentialsFromConnectionParams(ctx.connectionParams).accessToken;
    const resolved = resolveDocument(
      payload as SubscribePayload & { documentId?: unknown },
      documents,
      hasBearer,
    );
    if ('refusal' in resolved) return [resolved.refusal];
    const query = resolved.query as string;
    const tooLong = tokenLimitError(query, limits.maxTokens);
    if (tooLong) return [tooLong];
    let document: DocumentNode;
    try {
      document = operations.parse(query);
    } catch (error) {
      if (error instanceof GraphQLError) return [error]; // a syntax error
      throw error;
    }
    const invalid = operations.validate(schema, document);
    if (invalid.length) return invalid;
    const refused = operationLimitErrors({
      document,
      operationName: payload.operationName,
      variables: payload.variables,
    });
    if (refused.length) return refused;
    return {
      schema,
      document,
      operationName: payload.operationName,
      variableValues: payload.variables,
    };
  };
}
