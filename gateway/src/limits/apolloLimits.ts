// The limits as an Apollo plugin for HTTP: depth, aliases and cost (with the request's
// variables) once the operation is known. Refusals are 400s with the limit's code. Tokens:
// httpRequest.ts. The execution time limit is server.ts's: it answers EXECUTION_TIMEOUT at that
// moment and ends the work behind it (GatewayContext.endWork: no REST call after it). No hook
// here runs per field, so Apollo does not wrap every resolver of the schema.
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql/index.js';
import type { OperationLimitErrors } from './operationLimits.ts';

function badRequest(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: { ...error.extensions, http: { status: 400 } },
  });
}

export function apolloLimits<Context extends object>(
  operationLimitErrors: OperationLimitErrors,
): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operationName, request }) {
          const [refusal] = operationLimitErrors({
            document,
            operationName,
            variables: request.variables,
          });
          if (refusal) throw badRequest(refusal);
        },
      };
    },
  };
}
