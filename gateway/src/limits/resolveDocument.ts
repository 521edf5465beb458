// Which operation text a request runs, decided before any limit: a `documentId` is looked up
// among the trusted documents (unknown: PERSISTED_DOCUMENT_NOT_FOUND); a text of its own is run
// only for a caller with a bearer token (a session's or a personal access token), whom the api
// authenticates on every call; a guest's is refused (PERSISTED_DOCUMENT_REQUIRED), except the
// standard introspection queries (limits/standardIntrospection.ts: the schema is public).
// docs/security.md "Trusted documents".
import { GraphQLError } from 'graphql/index.js';
import { isStandardIntrospectionText } from './standardIntrospection.ts';
import type { TrustedDocuments } from './trustedDocuments.ts';

export const TRUSTED_DOCUMENT_CODES = {
  notFound: 'PERSISTED_DOCUMENT_NOT_FOUND',
  required: 'PERSISTED_DOCUMENT_REQUIRED',
  ambiguous: 'PERSISTED_DOCUMENT_AMBIGUOUS',
} as const;

export type TrustedDocumentCode =
  (typeof TRUSTED_DOCUMENT_CODES)[keyof typeof TRUSTED_DOCUMENT_CODES];

/** What a request names: `query` (its own text) or `documentId` (a trusted one). */
export interface DocumentRequest {
  query?: unknown;
  documentId?: unknown;
}

/** The text to run (or what the request had, for graphql's own errors), or the refusal. */
export type DocumentResolution = { query: unknown } | { refusal: GraphQLError };

function refusal(code: TrustedDocumentCode, message: string): { refusal: GraphQLError } {
  return { refusal: new GraphQLError(message, { extensions: { code } }) };
}

export function resolveDocument(
  request: DocumentRequest,
  documents: TrustedDocuments,
  hasBearer: boolean,
): DocumentResolution {
  const { documentId } = request;
  const ownText = typeof request.query === 'string' && request.query !== '' ? request.query : null;
  if (documentId !== undefined && documentId !== null) {
    if (ownText !== null) {
      return refusal(
        TRUSTED_DOCUMENT_CODES.ambiguous,
        'Send either `documentId` or `query`, not both.',
      );
    }
    const text = typeof documentId === 'string' ? documents.text(documentId) : undefined;
    if (text === undefined) {
      return refusal(
        TRUSTED_DOCUMENT_CODES.notFound,
        `No persisted document has the id ${JSON.stringify(documentId)}: the page may be older ` +
          `than the server (reload it).`,
      );
    }
    return { query: text };
  }
  if (ownText !== null && !hasBearer && !isStandardIntrospectionText(ownText)) {
    return refusal(
      TRUSTED_DOCUMENT_CODES.required,
      'Guests may run only the persisted documents of the web application (send `documentId`). ' +
        'Sign in, or send a personal access token (Authorization: Bearer canam_pat_…), to run ' +
        'documents of your own.',
    );
  }
  return { query: request.query };
}
