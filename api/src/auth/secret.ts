// The access-token signing secret: JWT_SECRET when set, otherwise one generated on first start
// and kept in the database, so tokens survive restarts without any set-up.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

const SETTING_KEY = 'jwt_secret';

export async function loadSigningSecret(
  db: Db,
  fromEnvironment: string | null,
): Promise<Uint8Array> {
  if (fromEnvironment) return new TextEncoder().encode(fromEnvironment);
  const generated = randomBytes(32).toString('base64url');
  // ON CONFLICT keeps the first secret when two processes start at once.
  await db
    .insertInto('app_setting')
    .values({ key: SETTING_KEY, value: generated })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_setting')
    .select('value')
    .where('key', '=', SETTING_KEY)
    .executeTakeFirstOrThrow();
  return new TextEncoder().encode(row.value);
}
