// Kysely over embedded PGlite: one connection (PGlite is one session), lent to one caller at a
// time; statements run through the session's prepared statements (preparedStatements.ts) and
// transactions are begun and ended with PGlite's simple query.
import type { PGlite } from '@electric-sql/pglite';
import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { PreparedStatements } from './preparedStatements.ts';

class PGliteConnection implements DatabaseConnection {
  constructor(
    readonly pglite: PGlite,
    readonly statements: PreparedStatements,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.statements.run(compiled.sql, compiled.parameters);
    return {
      rows: result.rows as R[],
      ...(result.affectedRows ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  async *streamQuery<R>(compiled: CompiledQuery, chunkSize = 100) {
    const { rows } = await this.executeQuery<R>(compiled);
    for (let start = 0; start < rows.length; start += chunkSize) {
      yield { rows: rows.slice(start, start + chunkSize) };
    }
  }

  /** A statement without parameters (begin, commit), sent as one simple query. */
  async simple(sql: string) {
    await this.pglite.exec(sql);
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  #lent = false;
  /** Callers waiting for the connection, served in order. */
  readonly #waiting: ((connection: PGliteConnection) => void)[] = [];

  constructor(pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite, new PreparedStatements(pglite));
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#lent) {
      this.#lent = true;
      return this.#connection;
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  async releaseConnection() {
    const next = this.#waiting.shift();
    if (next) next(this.#connection);
    else this.#lent = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const access = settings.accessMode ? ` ${settings.accessMode}` : '';
    await (connection as PGliteConnection).simple(`start transaction${isolation}${access}`);
  }

  async commitTransaction(connection: DatabaseConnection) {
    await (connection as PGliteConnection).simple('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await (connection as PGliteConnection).simple('rollback');
  }

  async destroy() {
    await this.#connection.pglite.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(readonly pglite: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
