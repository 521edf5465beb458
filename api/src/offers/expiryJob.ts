// Offers expire 18 hours after their creation by the server's clock: a scheduled job marks
// them expired and writes an offer.expired event for each, once. With several api processes on
// one database, one run at a time holds the expiry lock and the others skip that tick (their
// UPDATEs would otherwise wait on each other's rows, or deadlock). The notifications and e-mails
// of negotiations that ended are written in the same transaction; the e-mails go after it.
import { sql } from 'kysely';
import { OFFER_STATUS } from '@canam/domain/statuses';
import { changeWithEvents } from '../events/transact.ts';
import { forgetExpiredKeys } from '../idempotency/keyStore.ts';
import { queueExpiryMails } from './expiryMails.ts';
import { notifyExpiry } from './expiryNotifications.ts';
import type { NegotiationContext } from './negotiationContext.ts';
import { deliverOfferMails } from './offerMailQueue.ts';

export const EXPIRY_INTERVAL_MS = 15_000;
/** The advisory lock of the expiry run (migrate.ts and seed.ts hold 4_242_001 and 4_242_002). */
const EXPIRY_LOCK = 4_242_003;

export async function expireOffers(context: NegotiationContext, now = new Date()): Promise<number> {
  const { count, mailIds } = await changeWithEvents(context, async (trx, events) => {
    // Released at commit; another process's run now simply finds nothing left to expire.
    const { rows } = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_xact_lock(${EXPIRY_LOCK}) AS locked`.execute(trx);
    if (!rows[0]?.locked) return { count: 0, mailIds: [] };
    const expired = await trx
      .updateTable('offer')
      .set({ status: OFFER_STATUS.EXPIRED, updated_at: now })
      .where('status', '=', OFFER_STATUS.ACTIVE)
      .where('expires_at', '<=', now)
      .returning(['id', 'vehicle_id', 'client_id', 'chain_id', 'author_role', 'offer_price'])
      .execute();
    const mailIds: number[] = [];
    for (const offer of expired) {
      events.push({
        type: 'offer.expired',
        vehicleId: offer.vehicle_id,
        userId: offer.client_id,
        payload: { offerId: offer.id, chainId: offer.chain_id },
      });
      await notifyExpiry(trx, events, offer);
      mailIds.push(...(await queueExpiryMails(trx, context.mail.publicBaseUrl, offer)));
    }
    return { count: expired.length, mailIds };
  });
  await deliverOfferMails(context.db, context.mail, mailIds);
  return count;
}

/** Runs expireOffers now and then every interval; returns the function that stops it. */
export function startExpiryJob(
  context: NegotiationContext,
  onError: (error: unknown) => void,
  intervalMs = EXPIRY_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  // Idempotency keys past their 24 hours are forgotten on the same schedule.
  const tick = () => {
    running = Promise.all([
      expireOffers(context).catch(onError),
      forgetExpiredKeys(context.db).catch(onError),
    ]);
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
