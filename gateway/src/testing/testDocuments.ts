// The trusted documents of the test gateways: the web's manifest plus every document a test
// sends as a guest, persisted by the test helpers before they send its id (as relay-compiler
// persists the web's). A guest's text of its own is still refused: tests that check that post
// it themselves.
import { loadTrustedDocuments } from '../limits/trustedDocuments.ts';

export const testDocuments = loadTrustedDocuments();

/** The request fields that name `query`: its id once persisted (graphql-ws wants `query` too). */
export function persistedRequest(query: string): { documentId: string; query: '' } {
  return { documentId: testDocuments.add(query), query: '' };
}
