// Idempotency-Key on the negotiation steps, through the real routes and database: a key is bound
// to its caller and its request (422 otherwise), a retry replays the first answer (refusals too),
// concurrent copies wait for the first, a server failure gives the key back, bad keys are a 400.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '@canam/domain/offers';
import { freshVehicleOnSale, offerRefusalBody, purchaseMailCount } from '../testing/offers.ts';
import { bearer } from '../testing/session.ts';
import { IDEMPOTENCY_MESSAGES } from './rules.ts';
import { useTestApi } from '../testing/useTestApi.ts';
import { negotiationCalls } from '../testing/negotiationCalls.ts';

const { api, token } = useTestApi(['buyer', 'client']);

const db = () => api.database.db;
const { offer, buy } = negotiationCalls(api, token);
const replayed = (response: { headers: Record<string, unknown> }) =>
  response.headers['idempotent-replayed'] === 'true';
const offersOn = async (vehicleId: number) =>
  (await db().selectFrom('offer').select('id').where('vehicle_id', '=', vehicleId).execute())
    .length;
const salesOf = async (vehicleId: number) =>
  (await db().selectFrom('vehicle_sale').select('id').where('vehicle_id', '=', vehicleId).execute())
    .length;
const statusOf = async (vehicleId: number) =>
  (
    await db()
      .selectFrom('vehicle')
      .select('status')
      .where('id', '=', vehicleId)
      .executeTakeFirstOrThrow()
  ).status;

/** Runs `call` while every insert of a sale fails in the database (a server-side failure). */
async function whileSalesFail<T>(call: () => Promise<T>): Promise<T> {
  await sql`CREATE FUNCTION refuse_sale() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN RAISE EXCEPTION 'sales are down'; END $$`.execute(db());
  await sql`CREATE TRIGGER refuse_sale BEFORE INSERT ON vehicle_sale FOR EACH ROW
    EXECUTE FUNCTION refuse_sale()`.execute(db());
  try {
    return await call();
  } finally {
    await sql`DROP TRIGGER refuse_sale ON vehicle_sale`.execute(db());
    await sql`DROP FUNCTION refuse_sale()`.execute(db());
  }
}

describe('a key is bound to its request', () => {
  it("refuses a key reused for another vehicle's Buy Now with 422 and leaves that vehicle on sale", async () => {
    const first = await freshVehicleOnSale(db(), 'agent2@canam.test', 0);
    const second = await freshVehicleOnSale(db(), 'agent2@canam.test', 1);
    expect((await buy('client', first, 'buy-68')).statusCode).toBe(200);
    const reused = await buy('client', second, 'buy-68');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: IDEMPOTENCY_MESSAGES.reused,
    });
    expect(await statusOf(second)).not.toBe('Sold');
    expect(await salesOf(second)).toBe(0);
  });

  it('refuses a key reused with another offer price with 422 and stores no second offer', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const first = await offer('buyer', vehicle, '8000', 'offer-price');
    expect(first.statusCode, first.body).toBe(200);
    const reused = await offer('buyer', vehicle, '8100', 'offer-price');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(IDEMPOTENCY_MESSAGES.reused);
    expect(await offersOn(vehicle)).toBe(1);
    // the fingerprint is of the validated request: the same amount written otherwise is the same
    const respelled = await offer('buyer', vehicle, '8000.00', 'offer-price');
    expect(respelled.statusCode).toBe(200);
    expect(respelled.json().id).toBe(first.json().id);
  });

  it('refuses a key used on another negotiation step with 422', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    expect((await offer('client', vehicle, '9000', 'one-step')).statusCode).toBe(200);
    const other = await buy('client', vehicle, 'one-step');
    expect(other.statusCode).toBe(422);
    expect(await salesOf(vehicle)).toBe(0);
  });
});

describe('retries', () => {
  it('answers the same request twice with the same answer, acting once, and marks the replay', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const first = await offer('buyer', vehicle, '7000', 'same-offer');
    const retry = await offer('buyer', vehicle, '7000', 'same-offer');
    expect(first.statusCode).toBe(200);
    expect(replayed(first)).toBe(false);
    expect(retry.statusCode).toBe(200);
    expect(replayed(retry)).toBe(true);
    expect(retry.body).toBe(first.body);
    expect(await offersOn(vehicle)).toBe(1);

    const bought = await buy('client', vehicle, 'same-buy');
    const again = await buy('client', vehicle, 'same-buy');
    expect(bought.statusCode, bought.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(replayed(again)).toBe(true);
    expect(again.body).toBe(bought.body);
    expect(await salesOf(vehicle)).toBe(1);
  });

  it("keeps one caller's key apart from another caller's", async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const mine = await offer('buyer', vehicle, '6000', 'shared-key');
    const theirs = await offer('client', vehicle, '6100', 'shared-key');
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(replayed(theirs)).toBe(false);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await offersOn(vehicle)).toBe(2);
    const myRetry = await offer('buyer', vehicle, '6000', 'shared-key');
    expect(replayed(myRetry)).toBe(true);
    expect(myRetry.json().id).toBe(mine.json().id);
  });

  it('replays a refusal, even once the request would now succeed', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent2@canam.test');
    const onSale = await statusOf(vehicle);
    await db().updateTable('vehicle').set({ status: 'Draft' }).where('id', '=', vehicle).execute();
    const refused = await buy('client', vehicle, 'too-early');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(offerRefusalBody('notOnSale'));
    await db().updateTable('vehicle').set({ status: onSale }).where('id', '=', vehicle).execute();
    const retry = await buy('client', vehicle, 'too-early');
    expect(retry.statusCode).toBe(409);
    expect(replayed(retry)).toBe(true);
    expect(retry.body).toBe(refused.body);
    expect(await salesOf(vehicle)).toBe(0);
    expect((await buy('client', vehicle, 'on-time')).statusCode).toBe(200);
  });

  it('gives the key back after a server failure, so the retry runs again', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent2@canam.test');
    const failed = await whileSalesFail(() => buy('client', vehicle, 'after-outage'));
    expect(failed.statusCode).toBe(500);
    const keys = await db()
      .selectFrom('idempotent_request')
      .select('key')
      .where('key', '=', 'after-outage')
      .execute();
    expect(keys).toEqual([]);
    const retry = await buy('client', vehicle, 'after-outage');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(replayed(retry)).toBe(false);
    expect(replayed(await buy('client', vehicle, 'after-outage'))).toBe(true);
    expect(await salesOf(vehicle)).toBe(1);
  });
});

describe('concurrent copies of one request', () => {
  it('wait for the first: all answer the same sale, sold and e-mailed once', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent2@canam.test');
    const purchaseMails = () => purchaseMailCount(db());
    const mailsBefore = await purchaseMails();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => buy('client', vehicle, 'ten-copies')),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json().message).toBe(OFFER_MESSAGES.vehiclePurchased);
    expect(answers.filter(replayed)).toHaveLength(9);
    expect(await salesOf(vehicle)).toBe(1);
    expect((await purchaseMails()) - mailsBefore).toBe(1);
  });
});

describe('the key itself', () => {
  it.each([
    ['empty', ''],
    ['256 characters long', 'k'.repeat(256)],
    ['holding a control character', 'tab\there'],
    ['holding a character outside ASCII', 'clé'],
  ])('refuses a key %s with 400 and changes nothing', async (_what, key) => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/vehicle/offer',
      payload: { vehiclesId: vehicle, offerPrice: '5000' },
      headers: { ...bearer(token.buyer!), 'idempotency-key': key },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
    expect(await offersOn(vehicle)).toBe(0);
  });

  it('accepts a key of 255 printable characters', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const key = 'a ~'.repeat(85);
    expect((await offer('buyer', vehicle, '5000', key)).statusCode).toBe(200);
    expect(replayed(await offer('buyer', vehicle, '5000', key))).toBe(true);
  });
});
