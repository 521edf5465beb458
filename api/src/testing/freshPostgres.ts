// A new, empty database on the DATABASE_URL server for one test file, and how to drop it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('a fresh PostgreSQL database needs DATABASE_URL');
  const name = `canam_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // The pool's connections close a moment after pool.end(): wait for them, so FORCE is
        // only a last resort and never cuts a connection that is still being closed.
        for (let attempt = 0; attempt < 20; attempt++) {
          const { rows } = await client.query(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
