// The executable schema: the contract (../../schema.graphql) with the gateway's resolvers.
import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { SCHEMA_FILE } from './repositoryFiles.ts';
import { resolvers } from './resolvers/index.ts';

export const typeDefs = readFileSync(SCHEMA_FILE, 'utf8');

export function createSchema() {
  return makeExecutableSchema({ typeDefs, resolvers });
}
