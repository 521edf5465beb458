// The graph's contract as the checks read it: the current schema.graphql at the repository root
// and the last released one kept beside this file.
import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLSchema } from 'graphql';

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');

/** The SDL of schema.graphql, the contract the gateway serves and the web compiles against. */
export const currentSdl = (): string => read('../../schema.graphql');

/** The SDL of the last released schema (lint/schema/released.graphql). */
export const releasedSdl = (): string => read('./released.graphql');

export const schemaOf = (sdl: string): GraphQLSchema => buildSchema(sdl);
