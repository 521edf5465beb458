// compiledOperations.ts: trusted documents run compiled, once compiled; every other document is
// interpreted; both give graphql-js's answer, errors and variable refusals included.
import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError, getOperationAST, parse, execute } from 'graphql/index.js';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { describe, expect, it } from 'vitest';
import { createSchema } from '../schema.ts';
import { documentIdOf, WEB_MANIFEST_FILE } from '../limits/trustedDocuments.ts';
import { createCompiledOperations, type OperationToRun } from './compiledOperations.ts';

interface Context {
  log: string[];
}

const schema = makeExecutableSchema<Context>({
  typeDefs: /* GraphQL */ `
    type Query {
      cars(first: Int!): [Car!]!
      broken: Car
    }
    type Mutation {
      step(name: String!): String!
    }
    type Car {
      id: ID!
      title: String!
      price: Money
    }
    type Money {
      amount: String!
    }
  `,
  resolvers: {
    Query: {
      cars: (_root, { first }: { first: number }) =>
        Array.from({ length: first }, (_, i) => ({ id: i + 1, title: `Car ${i + 1}`, cents: i })),
      broken: () => {
        throw new GraphQLError('No car', { extensions: { code: 'NOT_FOUND' } });
      },
    },
    Mutation: {
      // Each step waits a turn the later one does not: run at once, they would finish out of order.
      async step(_root, { name }: { name: string }, { log }) {
        log.push(`start ${name}`);
        for (let turn = 0; turn < (name === 'first' ? 3 : 0); turn += 1) {
          await new Promise((resolve) => setImmediate(resolve));
        }
        log.push(`end ${name}`);
        return name;
      },
    },
    Car: {
      price: (car: { cents: number }) => (car.cents ? { amount: `${car.cents}.00` } : null),
    },
  },
});

const CARS = 'query Cars($first: Int!) { cars(first: $first) { id title price { amount } } }';

function operation(text: string, variables: Record<string, unknown> = {}): OperationToRun {
  const document = parse(text);
  return {
    document,
    operation: getOperationAST(document)!,
    variables,
    contextValue: { log: [] },
    textHash: documentIdOf(text),
  };
}

function interpreted(run: OperationToRun) {
  return execute({
    schema,
    document: run.document,
    variableValues: run.variables,
    contextValue: { log: [] },
  });
}

/** As JSON, the way an answer goes out: errors with their message, path and extensions. */
const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('compiled operations', () => {
  it('compiles a trusted document once, on its first run, and answers as graphql-js', async () => {
    const trusted = new Set([documentIdOf(CARS)]);
    const operations = createCompiledOperations(schema, (hash) => trusted.has(hash));
    const run = operation(CARS, { first: 3 });
    const answer = await operations.run(run);
    expect(operations.size).toBe(1);
    expect(json(answer)).toEqual(json(await interpreted(run)));
    expect(answer.data).toEqual({
      cars: [
        { id: '1', title: 'Car 1', price: null },
        { id: '2', title: 'Car 2', price: { amount: '1.00' } },
        { id: '3', title: 'Car 3', price: { amount: '2.00' } },
      ],
    });
    await operations.run(operation(CARS, { first: 1 }));
    expect(operations.size).toBe(1);
  });

  it('interprets a document that is not trusted, and compiles none', async () => {
    const operations = createCompiledOperations(schema, () => false);
    const run = operation(CARS, { first: 2 });
    expect(json(await operations.run(run))).toEqual(json(await interpreted(run)));
    expect(operations.size).toBe(0);
  });

  it("refuses a bad variable with graphql-js's own error, before running anything", async () => {
    const operations = createCompiledOperations(schema, () => true);
    for (const variables of [{}, { first: 'many' }, { first: 2 ** 40 }]) {
      const run = operation(CARS, variables);
      const answer = await operations.run(run);
      expect(answer.data).toBeUndefined();
      expect(json(answer)).toEqual(json(await interpreted(run)));
    }
  });

  it("reports a resolver's error with its path and extensions, as graphql-js does", async () => {
    const text = '{ broken { id } cars(first: 1) { id } }';
    const operations = createCompiledOperations(schema, () => true);
    const run = operation(text);
    const answer = await operations.run(run);
    expect(operations.size).toBe(1);
    expect(json(answer)).toEqual(json(await interpreted(run)));
    expect(json(answer.errors)).toEqual([
      {
        message: 'No car',
        locations: [{ line: 1, column: 3 }],
        path: ['broken'],
        extensions: { code: 'NOT_FOUND' },
      },
    ]);
  });

  it("runs a mutation's fields one after the other", async () => {
    const text = 'mutation { a: step(name: "first") b: step(name: "second") }';
    const operations = createCompiledOperations(schema, () => true);
    const run = operation(text);
    const answer = await operations.run(run);
    expect(operations.size).toBe(1);
    expect(answer.data).toEqual({ a: 'first', b: 'second' });
    expect((run.contextValue as Context).log).toEqual([
      'start first',
      'end first',
      'start second',
      'end second',
    ]);
  });
});

describe("the web's documents", () => {
  // A document the compiler refused would still run, interpreted: this keeps them all compiled.
  it('all compile', () => {
    const gatewaySchema = createSchema();
    const manifest = JSON.parse(readFileSync(WEB_MANIFEST_FILE, 'utf8')) as Record<string, string>;
    const texts = Object.values(manifest);
    expect(texts.length).toBeGreaterThan(50);
    const refused = texts
      .map((text) => ({ text, result: compileQuery(gatewaySchema, parse(text)) }))
      .filter(({ result }) => !isCompiledQuery(result))
      .map(({ text, result }) => `${text.slice(0, 60)}: ${JSON.stringify(result)}`);
    expect(refused).toEqual([]);
  });
});
