// The idempotent demo seed: on a database without users it creates the demo companies, users,
// vehicles, offers and sales in one transaction and writes the photo and condition-report files
// under uploadsDir; on any other database it does nothing.
import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { DB } from '../db/schema.ts';
import { insertActivity } from './activity.ts';
import { planVehicles } from './catalogue.ts';
import { DEMO_PASSWORD } from './demoAccounts.ts';
import { insertVehicles } from './inventory.ts';
import { writeVehicleMedia } from './media.ts';
import { insertPeople } from './people.ts';

export interface SeedOptions {
  /** Directory served as /uploads/: photos go to vehicles/<id>/, reports to cr/. */
  uploadsDir: string;
  /** Dates are relative to it (release countdowns, offer expiry); defaults to now. */
  now?: Date;
}

const SEED_LOCK = 4_242_002;

async function hasUsers(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('app_user').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function seedDemo(db: Kysely<DB>, options: SeedOptions): Promise<{ seeded: boolean }> {
  if (await hasUsers(db)) return { seeded: false };
  const now = options.now ?? new Date();
  // Hashing is slow on purpose: once, before the transaction, for every demo account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction().execute(async (trx) => {
    // Two api processes starting on one empty PostgreSQL: the second waits here, then finds users.
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await hasUsers(trx)) return { seeded: false };

    const exportLocations = new Map(
      (await trx.selectFrom('export_location').select(['id', 'name']).execute()).map((l) => [
        l.name,
        l.id,
      ]),
    );
    const people = await insertPeople(trx, passwordHash, exportLocations);
    const vehicles = await insertVehicles(trx, planVehicles(now), people.agents, exportLocations);
    await insertActivity(trx, vehicles, people, now);

    // Files are written inside the transaction: if writing fails, nothing is committed and the
    // next start seeds again (files already written are simply overwritten).
    for (const vehicle of vehicles) {
      await writeVehicleMedia(
        options.uploadsDir,
        vehicle,
        people.agentNames[vehicle.plan.agent] ?? 'CANAM inspector',
      );
    }
    return { seeded: true };
  });
}
