// The limits as an Apollo plugin for HTTP: depth, aliases and cost (with the request's
// variables) once the operation is known, and no field resolved after the execution time limit
// (server.ts answers EXECUTION_TIMEOUT at that moment; this ends the work behind it without
// further REST calls). Refusals are 400s with the limit's code. Tokens: httpRequest.ts.
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql/index.js';
import { executionTimeLimit, executionTimeoutError } from './executionTimeout.ts';
import type { GatewayLimits } from './limits.ts';
import type { OperationLimitErrors } from './operationLimits.ts';

function badRequest(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: { ...error.extensions, http: { status: 400 } },
  });
}

export function apolloLimits<Context extends object>(
  operationLimitErrors: OperationLimitErrors,
  limits: GatewayLimits,
): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      const started = Date.now();
      let timeLimit = limits.executionTimeoutMs;
      return {
        async didResolveOperation({ document, operationName, request }) {
          timeLimit = executionTimeLimit(document, operationName, limits);
          const [refusal] = operationLimitErrors({
            document,
            operationName,
            variables: request.variables,
          });
          if (refusal) throw badRequest(refusal);
        },
        async executionDidStart() {
          return {
            willResolveField() {
              if (Date.now() > started + timeLimit) throw executionTimeoutError(timeLimit);
            },
          };
        },
      };
    },
  };
}
