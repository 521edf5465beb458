// The repository's files the gateway reads, all named from this folder: the sources here
// (gateway/src/) and the build that runs them (gateway/dist/server.mjs, build.ts) sit at the same
// depth, so the same relative paths hold for both.

/** The contract: the graph's types and descriptions. */
export const SCHEMA_FILE = new URL('../../schema.graphql', import.meta.url);

/** The web's persisted documents (relay-compiler's persistConfig). */
export const WEB_MANIFEST_FILE = new URL('../../web/persisted-documents.json', import.meta.url);

/** The web's build, which holds the explorer's files. */
export const WEB_DIST_DIR = new URL('../../web/dist/', import.meta.url);
