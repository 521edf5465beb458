// Parsed and validated operations for graphql-ws, by their text: a thousand clients subscribing
// with the same operation cost one parse and one validation, and share one document (which
// sharedSubscribe.ts then recognises by identity). The most recently used `limit` texts are kept.
// graphql's CommonJS build, as in sharedSubscribe.ts (the schema's realm).
import { parse, validate } from 'graphql/index.js';
import type { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';

export function createOperationCache(limit = 500) {
  const documents = new Map<string, DocumentNode>();
  const validations = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, readonly GraphQLError[]>>();
  return {
    parse(...args: Parameters<typeof parse>): DocumentNode {
      const [source, options] = args;
      if (typeof source !== 'string' || options) return parse(source, options);
      let document = documents.get(source);
      if (document) {
        documents.delete(source); // most recently used goes last
      } else {
        document = parse(source);
        if (documents.size >= limit) documents.delete(documents.keys().next().value!);
      }
      documents.set(source, document);
      return document;
    },
    validate(...args: Parameters<typeof validate>): readonly GraphQLError[] {
      const [schema, document, rules, options, typeInfo] = args;
      if (rules || options || typeInfo) return validate(schema, document, rules, options, typeInfo);
      let bySchema = validations.get(schema);
      if (!bySchema) {
        bySchema = new WeakMap();
        validations.set(schema, bySchema);
      }
      let errors = bySchema.get(document);
      if (!errors) {
        errors = validate(schema, document);
        bySchema.set(document, errors);
      }
      return errors;
    },
  };
}
