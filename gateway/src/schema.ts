// The executable schema: the contract (../../schema.graphql) with the gateway's resolvers.
import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { resolvers } from './resolvers/index.ts';

export const typeDefs = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

export function createSchema() {
  return makeExecutableSchema({ typeDefs, resolvers });
}
