// The named prepared statements of one PGlite session: each SQL text is parsed by PostgreSQL once
// and its parameter types learned once, then every later run of it is a single call into PGlite
// (bind, describe, execute, sync). PGlite's own query() crosses into its WebAssembly six times a
// statement and parses and plans the text each time.
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import { parseBackendMessages, type BackendMessage } from './backendMessages.ts';
import { statementResult } from './statementResult.ts';

const { serialize } = protocol;

/** How many texts stay prepared; the least recently used is closed beyond it. */
export const MAX_PREPARED_STATEMENTS = 256;
// SQLSTATE 0A000 "cached plan must not change result type": a table the statement reads changed
// shape (DDL at run time); the statement is prepared afresh on its next run.
const STALE_PLAN = '0A000';

// Names are unique in the process: two sets of statements on one PGlite never share one.
let statementsNamed = 0;

interface Prepared {
  name: string;
  /** The parameters' type oids as PostgreSQL inferred them, to serialize values as query() does. */
  types: number[];
}

export class PreparedStatements {
  readonly #pglite: PGlite;
  readonly #limit: number;
  /** Keyed by SQL text, in order of last use (a Map keeps insertion order). */
  readonly #byText = new Map<string, Prepared>();
  /** Statements evicted from the map, closed in front of the next call. */
  #toClose: string[] = [];

  constructor(pglite: PGlite, limit = MAX_PREPARED_STATEMENTS) {
    this.#pglite = pglite;
    this.#limit = limit;
  }

  get size(): number {
    return this.#byText.size;
  }

  /** Runs one statement with its parameters; the result is what PGlite's query() answers. */
  async run(sql: string, parameters: readonly unknown[]): Promise<Results> {
    const prepared = this.#byText.get(sql) ?? (await this.#prepare(sql));
    this.#byText.delete(sql);
    this.#byText.set(sql, prepared);
    const values = parameters.map((value, index) => this.#serialized(value, prepared.types[index]));
    try {
      const { messages } = await this.#call([
        serialize.bind({ statement: prepared.name, values: values as string[] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      return statementResult(messages, this.#pglite.parsers);
    } catch (error) {
      if ((error as { code?: unknown }).code === STALE_PLAN) this.#forget(sql);
      throw error;
    }
  }

  async #prepare(sql: string): Promise<Prepared> {
    statementsNamed += 1;
    const name = `kysely_${statementsNamed}`;
    const { messages } = await this.#call([
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const prepared = { name, types: parse.parseDescribeStatementResults(messages) };
    this.#byText.set(sql, prepared);
    if (this.#byText.size > this.#limit) {
      const oldest = this.#byText.keys().next().value!;
      this.#forget(oldest);
    }
    return prepared;
  }

  #forget(sql: string) {
    const prepared = this.#byText.get(sql);
    if (!prepared) return;
    this.#byText.delete(sql);
    this.#toClose.push(prepared.name);
  }

  /**
   * One call into PGlite, exclusive of its own query() and exec(); errors are thrown. Its answer
   * is taken raw and parsed by backendMessages.ts (PGlite's parser is slow on data rows).
   */
  #call(messages: Uint8Array[]): Promise<{ messages: BackendMessage[] }> {
    const closing = this.#toClose.map((name) => serialize.close({ type: 'S', name }));
    this.#toClose = [];
    return this.#pglite.runExclusive(async () => {
      const chunks: Buffer[] = [];
      await this.#pglite.execProtocolRawStream(Buffer.concat([...closing, ...messages]), {
        // As execProtocol() does: what the call wrote reaches the data directory.
        syncToFs: true,
        // A view of PGlite's memory, valid only during the callback: copied.
        onRawData: (chunk) => chunks.push(Buffer.from(chunk)),
      });
      return { messages: parseBackendMessages(Buffer.concat(chunks)) };
    });
  }

  /** A parameter as PGlite's query() sends it: by its type's serializer, else as text. */
  #serialized(value: unknown, type: number | undefined): unknown {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.#pglite.serializers[type];
    return serializer ? serializer(value) : String(value);
  }
}
