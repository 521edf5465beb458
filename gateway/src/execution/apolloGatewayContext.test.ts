// Apollo's request context for a gateway executor, as patched (patches/@apollo+server+*.patch):
// its `response.http.status` still reads and writes the request's own status, through accessors
// on a prototype instead of an object literal's own get and set. With the literal, every request
// kept its whole context and result alive through young-generation collections until the next
// full collection (docs/decisions.md, "the request Apollo kept alive").
import { ApolloServer, HeaderMap, type ApolloServerOptionsWithGateway } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { printSchema } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';

type GatewayInterface = ApolloServerOptionsWithGateway<object>['gateway'];
type ExecutorContext = Parameters<
  NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>
>[0];

const schema = makeExecutableSchema({ typeDefs: 'type Query { ok: Boolean! }' });

function httpOf(requestContext: ExecutorContext | undefined) {
  const http = requestContext?.response?.http;
  if (!http) throw new Error("Apollo's context has no response.http");
  return http;
}

/** A gateway whose executor records Apollo's context, sets a status and answers. */
function recordingGateway(seen: ExecutorContext[]): GatewayInterface {
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async load() {
      return {
        async executor(requestContext) {
          seen.push(requestContext);
          const http = httpOf(requestContext);
          const before = http.status;
          http.status = 203;
          return { data: { ok: before === undefined && http.status === 203 } };
        },
      };
    },
    async stop() {},
  };
}

describe("Apollo's context for the gateway executor", () => {
  it('reads and writes the status of the answer without accessors of its own', async () => {
    const seen: ExecutorContext[] = [];
    const apollo = new ApolloServer({ gateway: recordingGateway(seen) });
    await apollo.start();
    try {
      const answer = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: 'POST',
          headers: new HeaderMap([['content-type', 'application/json']]),
          search: '',
          body: { query: '{ ok }' },
        },
        context: async () => ({}),
      });
      expect(answer.status).toBe(203);
      expect(answer.body.kind === 'complete' && JSON.parse(answer.body.string)).toEqual({
        data: { ok: true },
      });
      const http = httpOf(seen[0]);
      // The patch: `status` is the prototype's accessor, not one the object holds itself.
      expect(Object.getOwnPropertyDescriptor(http, 'status')).toBeUndefined();
      expect(
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(http), 'status')?.get,
      ).toBeTypeOf('function');
      http.headers.set('x-seen', 'yes');
      expect(http.headers.get('x-seen')).toBe('yes');
    } finally {
      await apollo.stop();
    }
  });
});
