// DELETE /api/company/deleteUserNotValidate?userId=: a dealer who signed up and never went
// further (stage preRegistration) is deleted with its roles, tokens, sessions and preferences
// (ON DELETE CASCADE). Anyone with a company, offers, sales, notifications or users it created is
// kept: 409 USER_NOT_DELETABLE, and nothing changes.
import type { Transaction } from 'kysely';
import { DEALER_MESSAGES } from '@canam/domain/forms/dealer';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { conflict } from '../errors.ts';
import { lockDealerUser } from './dealerUser.ts';

const notDeletable = () => conflict('USER_NOT_DELETABLE', DEALER_MESSAGES.notDeletable);

/** PostgreSQL's foreign_key_violation: a row still references the user. */
const isForeignKeyViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '23503';

/** Whether anything of the marketplace names the user (besides what cascades with it). */
async function leftTraces(trx: Transaction<DB>, userId: number): Promise<boolean> {
  const row = await trx
    .selectNoFrom((eb) =>
      eb
        .or([
          eb.exists(eb.selectFrom('offer_chain').select('id').where('client_id', '=', userId)),
          eb.exists(
            eb
              .selectFrom('offer')
              .select('id')
              .where((w) => w.or([w('client_id', '=', userId), w('author_id', '=', userId)])),
          ),
          eb.exists(
            eb
              .selectFrom('vehicle_sale')
              .select('id')
              .where((w) => w.or([w('buyer_id', '=', userId), w('created_by', '=', userId)])),
          ),
          eb.exists(
            eb
              .selectFrom('notification')
              .select('id')
              .where((w) => w.or([w('user_id', '=', userId), w('buyer_id', '=', userId)])),
          ),
          eb.exists(eb.selectFrom('app_user').select('id').where('created_by', '=', userId)),
        ])
        .as('used'),
    )
    .executeTakeFirstOrThrow();
  return Boolean(row.used);
}

export async function deleteDealerUser(db: Db, userId: number): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const user = await lockDealerUser(trx, userId, 'userId', 'update');
      if (user.stage !== 'preRegistration' || (await leftTraces(trx, user.id))) {
        throw notDeletable();
      }
      await trx.deleteFrom('app_user').where('id', '=', user.id).execute();
    });
  } catch (error) {
    // A reference the checks above do not know (a record it authored): it stays.
    if (isForeignKeyViolation(error)) throw notDeletable();
    throw error;
  }
}
