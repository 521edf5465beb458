// Kysely over PGlite with each SQL text prepared once: the same rows and errors as PGlite's own
// query(), each text parsed once, the least recently used statement closed beyond the limit, a
// statement made stale by a change of its table prepared afresh, and transactions that hold.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pgliteDialect.ts';
import { PreparedStatements } from './preparedStatements.ts';

interface Item {
  id: Generated<number>;
  name: string;
  price: string;
  seen_at: Date;
  facts: string | object;
  tags: string[];
  active: boolean;
  note: string | null;
}

let pglite: PGlite;

beforeEach(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`create table item (
    id serial primary key, name text not null unique, price numeric(12, 2) not null,
    seen_at timestamptz not null, facts jsonb not null, tags text[] not null,
    active boolean not null, note text)`);
});

afterEach(async () => {
  if (!pglite.closed) await pglite.close();
});

const preparedNames = async () =>
  (
    await pglite.query<{ name: string }>('select name from pg_prepared_statements order by name')
  ).rows.map((row) => row.name);

const item = (name: string) => ({
  name,
  price: '12500.50',
  seen_at: new Date('2026-03-04T05:06:07.089Z'),
  facts: JSON.stringify({ doors: 4, trims: ['LX', 'EX'] }),
  tags: ['used', 'canada'],
  active: true,
  note: null,
});

describe('PGliteDialect', () => {
  it('answers the rows and types PGlite’s own query() answers, parameters of every kind', async () => {
    const db = new Kysely<{ item: Item }>({ dialect: new PGliteDialect(pglite) });
    const inserted = await db
      .insertInto('item')
      .values(item('Civic'))
      .returningAll()
      .executeTakeFirstOrThrow();
    const direct = await pglite.query('select * from item where id = $1', [inserted.id]);
    expect(inserted).toEqual(direct.rows[0]);
    expect(inserted).toMatchObject({
      price: '12500.50',
      seen_at: new Date('2026-03-04T05:06:07.089Z'),
      facts: { doors: 4, trims: ['LX', 'EX'] },
      tags: ['used', 'canada'],
      active: true,
      note: null,
    });
    const found = await db
      .selectFrom('item')
      .select('name')
      .where('seen_at', '<', new Date('2026-03-05T00:00:00Z'))
      .where('tags', '@>', sql<string[]>`${['canada']}`)
      .where('active', '=', true)
      .execute();
    expect(found).toEqual([{ name: 'Civic' }]);
    const updated = await db
      .updateTable('item')
      .set({ note: 'sold' })
      .where('id', '=', inserted.id)
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    await db.destroy();
  });

  it('throws PostgreSQL’s error with its SQLSTATE and changes nothing', async () => {
    const db = new Kysely<{ item: Item }>({ dialect: new PGliteDialect(pglite) });
    await db.insertInto('item').values(item('Civic')).execute();
    await expect(db.insertInto('item').values(item('Civic')).execute()).rejects.toMatchObject({
      code: '23505',
      constraint: 'item_name_key',
    });
    await expect(sql`select nonsense from item`.execute(db)).rejects.toMatchObject({
      code: '42703',
    });
    // The connection is usable after both errors.
    expect(await db.selectFrom('item').select('name').execute()).toEqual([{ name: 'Civic' }]);
    await db.destroy();
  });

  it('rolls back a failed transaction and commits a good one', async () => {
    const db = new Kysely<{ item: Item }>({ dialect: new PGliteDialect(pglite) });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('item').values(item('Accord')).execute();
        throw new Error('step refused');
      }),
    ).rejects.toThrow('step refused');
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values(item('Corolla')).execute();
    });
    expect(await db.selectFrom('item').select('name').execute()).toEqual([{ name: 'Corolla' }]);
    await db.destroy();
  });

  it('lends its one connection to one caller at a time, in order', async () => {
    const db = new Kysely<{ item: Item }>({ dialect: new PGliteDialect(pglite) });
    const names = ['A', 'B', 'C', 'D', 'E', 'F'];
    // Transactions side by side: each must see only its own uncommitted row.
    const seen = await Promise.all(
      names.map((name) =>
        db.transaction().execute(async (trx) => {
          await trx.insertInto('item').values(item(name)).execute();
          return (await trx.selectFrom('item').select('name').orderBy('id').execute()).map(
            (row) => row.name,
          );
        }),
      ),
    );
    expect(seen).toEqual(names.map((_, index) => names.slice(0, index + 1)));
    await db.destroy();
  });
});

describe('PreparedStatements', () => {
  it('parses a text once and runs it again by name', async () => {
    const statements = new PreparedStatements(pglite);
    const text = 'select count(*)::int as n from item where name <> $1';
    await statements.run(text, ['x']);
    await statements.run(text, ['y']);
    expect(statements.size).toBe(1);
    expect(await preparedNames()).toHaveLength(1);
  });

  it('never names a statement as another set of statements on the same PGlite did', async () => {
    const first = new PreparedStatements(pglite);
    const second = new PreparedStatements(pglite);
    expect((await first.run('select $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
    expect((await second.run('select $1::text as t', ['a'])).rows).toEqual([{ t: 'a' }]);
    expect(await preparedNames()).toHaveLength(2);
  });

  it('closes the least recently used statement beyond its limit', async () => {
    const statements = new PreparedStatements(pglite, 2);
    await statements.run('select 1 as one', []);
    const [one] = await preparedNames();
    await statements.run('select 2 as two', []);
    await statements.run('select 1 as one', []);
    await statements.run('select 3 as three', []);
    expect(statements.size).toBe(2);
    // The close of 'select 2' travels with the next call.
    expect((await statements.run('select 3 as three', [])).rows).toEqual([{ three: 3 }]);
    const names = await preparedNames();
    expect(names).toHaveLength(2);
    expect(names).toContain(one);
  });

  it('prepares a statement afresh once its table changed shape', async () => {
    const statements = new PreparedStatements(pglite);
    await statements.run('select * from item', []);
    await pglite.exec('alter table item add column miles integer');
    // PostgreSQL refuses the old plan once (SQLSTATE 0A000); the next run prepares it again.
    await expect(statements.run('select * from item', [])).rejects.toMatchObject({ code: '0A000' });
    const { fields } = await statements.run('select * from item', []);
    expect(fields.map((field) => field.name)).toContain('miles');
  });

  // Data rows are decoded by backendMessages.ts, not by PGlite's parser.
  it('decodes every field as PGlite’s own query() does, over several chunks of its answer', async () => {
    const text = `select i, case when i % 3 = 0 then null else 'é' || repeat('ü🚗', i) end as t,
      '' as empty, repeat(chr(945), 100000 + i) as big, array['a', null, 'ç'] as list,
      jsonb_build_object('n', i, 's', 'ñ') as facts,
      timestamptz '2026-03-04 05:06:07.089Z' - (i || ' days')::interval as at
      from generate_series(1, 40) as i`;
    const statements = new PreparedStatements(pglite);
    const ours = await statements.run(text, []);
    const theirs = await pglite.query(text);
    expect(ours.rows).toHaveLength(40);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.rows[2]).toMatchObject({ i: 3, t: null, empty: '', list: ['a', null, 'ç'] });
  });

  // Results are built by statementResult.ts, not by PGlite's parseResults().
  it('answers each kind of statement as PGlite’s own query() does', async () => {
    const statements = new PreparedStatements(pglite);
    await pglite.query(
      `insert into item (name, price, seen_at, facts, tags, active) values
        ('Civic', 1, now(), '{}', '{}', true), ('Accord', 2, now(), '{}', '{}', false)`,
    );
    const texts = [
      `insert into item (name, price, seen_at, facts, tags, active)
        values ('CR-V', 3, now(), '{}', '{}', true) returning name, price`,
      `update item set note = 'sold' where active`,
      `update item set note = 'none' where false`,
      `delete from item where name = 'Accord'`,
      `select id, name, price, seen_at, facts, tags, active, note from item order by id`,
      `select * from item where false`,
      // Column names that are not plain keys: a duplicate, and one that names the prototype.
      `select 1 as a, 2 as a, 'x' as "__proto__", 'y' as "constructor"`,
    ];
    for (const text of texts) {
      // PGlite's query() first, undone, then ours on the same data.
      await pglite.query('begin');
      const theirs = await pglite.query(text);
      await pglite.query('rollback');
      const ours = await statements.run(text, []);
      expect({ text, ...ours }).toEqual({ text, ...theirs });
    }
    const odd = await statements.run(`select 'x' as "__proto__", 1 as a, 2 as a`, []);
    expect(Object.getPrototypeOf(odd.rows[0])).toBe(Object.prototype);
    expect(Object.entries(odd.rows[0]!)).toEqual([
      ['__proto__', 'x'],
      ['a', 2],
    ]);
  });

  it('keeps nothing of a text PostgreSQL could not parse', async () => {
    const statements = new PreparedStatements(pglite);
    await expect(statements.run('selec 1', [])).rejects.toMatchObject({ code: '42601' });
    expect(statements.size).toBe(0);
    expect(await preparedNames()).toEqual([]);
  });
});
