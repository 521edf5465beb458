// The limits never refuse the web's own operations: every operation the Relay compiler
// generated (web/src/__generated__, its text persisted in the web's manifest) passes the token count, graphql's validation, depth, aliases
// and cost, with its page sizes at the largest the gateway serves (the web asks 6 to 33).
import { readdirSync, readFileSync } from 'node:fs';
import { parse, validate } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { createSchema } from '../schema.ts';
import { GATEWAY_LIMITS } from './limits.ts';
import { createOperationLimits } from './operationLimits.ts';
import { tokenLimitError } from './tokenLimit.ts';
import { loadTrustedDocuments } from './trustedDocuments.ts';

const GENERATED = new URL('../../../web/src/__generated__/', import.meta.url);

const manifest = loadTrustedDocuments();

/** Each generated operation's name and persisted text (fragment artifacts have no id). */
function webOperations(): { name: string; id: string }[] {
  return readdirSync(GENERATED)
    .map((file) => {
      const source = readFileSync(new URL(file, GENERATED), 'utf8');
      const id = /"id": "([0-9a-f]{64})"/.exec(source)?.[1];
      return { name: file.replace(/\.graphql\.ts$/, ''), id };
    })
    .filter((operation): operation is { name: string; id: string } => !!operation.id);
}

const schema = createSchema();
const operationLimitErrors = createOperationLimits(schema, GATEWAY_LIMITS);
const operations = webOperations();

describe("the web's operations", () => {
  it('are all found', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map((operation) => operation.name)).toContain('CatalogueRouteResultsQuery');
  });

  it.each(operations)('$name is persisted and passes every limit', ({ id }) => {
    const text = manifest.text(id);
    if (text === undefined) throw new Error(`${id} is not in web/persisted-documents.json`);
    expect(tokenLimitError(text, GATEWAY_LIMITS.maxTokens)).toBeNull();
    const document = parse(text);
    expect(validate(schema, document)).toEqual([]);
    const variables = { first: GATEWAY_LIMITS.maxPageSize };
    expect(operationLimitErrors({ document, variables }).map((error) => error.message)).toEqual([]);
  });
});
