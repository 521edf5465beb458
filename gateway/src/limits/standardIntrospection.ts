// The standard introspection queries (graphql's getIntrospectionQuery with any of its options:
// what GraphiQL, codegen and other tools send) run whatever the depth and cost limits say: their
// nesting of `ofType` is fixed and their answer is the schema, read from memory with no REST
// call. Any other document that reaches into __schema is held to every limit (and graphql's own
// MaxIntrospectionDepthRule refuses nested `fields { type { fields … } } }` whoever sends it). A guest may send them as text
// (resolveDocument.ts): the schema is public, the explorer shows it.
import { getIntrospectionQuery, parse, print } from 'graphql/index.js';
import type { DocumentNode, IntrospectionOptions } from 'graphql';

const OPTIONS = [
  'descriptions',
  'specifiedByUrl',
  'directiveIsRepeatable',
  'schemaDescription',
  'inputValueDeprecation',
  'oneOf',
] as const satisfies readonly (keyof IntrospectionOptions)[];

const TEXTS = new Set<string>();
for (let mask = 0; mask < 2 ** OPTIONS.length; mask++) {
  const options: IntrospectionOptions = {};
  OPTIONS.forEach((option, bit) => (options[option] = Boolean(mask & (1 << bit))));
  TEXTS.add(getIntrospectionQuery(options));
}
const PRINTED = new Set([...TEXTS].map((text) => print(parse(text))));

/** The exact text of a standard introspection query (checked before anything is parsed). */
export function isStandardIntrospectionText(text: string): boolean {
  return TEXTS.has(text);
}

/** A parsed standard introspection query, however it was spaced. */
export function isStandardIntrospection(document: DocumentNode): boolean {
  const [operation] = document.definitions;
  if (operation?.kind !== 'OperationDefinition' || operation.name?.value !== 'IntrospectionQuery')
    return false;
  return PRINTED.has(print(document));
}
