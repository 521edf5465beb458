// Trusted documents: the operation texts the gateway runs by id, keyed by the SHA-256 of their
// text (relay-compiler's persistConfig writes the web's into web/persisted-documents.json).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { WEB_MANIFEST_FILE } from '../repositoryFiles.ts';

/** The web's manifest in this repository, the default set of a gateway. */
export { WEB_MANIFEST_FILE };

export interface TrustedDocuments {
  /** The text persisted under `id`; undefined when there is none. */
  text(id: string): string | undefined;
  /** Trusts one more text (a test's own operation, as the compiler persists the web's); its id. */
  add(text: string): string;
  readonly size: number;
}

export function documentIdOf(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function createTrustedDocuments(manifest: Readonly<Record<string, string>> = {}) {
  const texts = new Map<string, string>();
  const documents: TrustedDocuments = {
    text: (id) => texts.get(id),
    add(text) {
      const id = documentIdOf(text);
      texts.set(id, text);
      return id;
    },
    get size() {
      return texts.size;
    },
  };
  for (const [id, text] of Object.entries(manifest)) {
    // An id that is not its text's hash would let the manifest's writer alias documents.
    if (documentIdOf(text) !== id) throw new Error(`trusted document ${id} is not its text's hash`);
    texts.set(id, text);
  }
  return documents;
}

/** A manifest file ({ "<sha256>": "<text>" }), read once at start. */
export function loadTrustedDocuments(file: string | URL = WEB_MANIFEST_FILE): TrustedDocuments {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return createTrustedDocuments(manifest);
}
