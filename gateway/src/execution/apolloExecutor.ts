// Apollo runs operations through compiledOperations.ts by way of its gateway interface, the one
// way Apollo Server takes an executor of our own. Apollo still parses, validates, runs the
// plugins (the limits of limits/apolloLimits.ts), formats errors and answers HTTP; only the
// execution is ours. The schema is fixed for the life of the process.
// Apollo's context for this executor is patched (patches/@apollo+server+*.patch, applied by
// `npm install`): as published, it kept every request alive until a full collection.
import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { printSchema, type GraphQLSchema } from 'graphql/index.js';
import type { RunOperation } from './compiledOperations.ts';

type GatewayInterface = ApolloServerOptionsWithGateway<BaseContext>['gateway'];

export function executorGateway(schema: GraphQLSchema, run: RunOperation): GatewayInterface {
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async load() {
      return {
        async executor(requestContext) {
          const { document, operation, operationName, request, context, queryHash } =
            requestContext;
          return run({
            document,
            operation,
            operationName,
            variables: request.variables,
            contextValue: context,
            textHash: queryHash,
          });
        },
      };
    },
    async stop() {},
  };
}
