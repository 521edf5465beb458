// Many people accepting and buying one vehicle at the same moment: exactly one sale, everyone
// else gets a clear refusal, nothing half-done (one purchase e-mail, no e-mail of a loser).
// Real concurrency on PostgreSQL (api-postgres).
import { expect, it } from 'vitest';
import {
  freshVehicleOnSale,
  offerRefusalBody,
  userId,
  purchaseMailCount,
} from '../../testing/offers.ts';
import { negotiationCalls } from '../../testing/negotiationCalls.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api, token } = useTestApi(['admin', 'agent', 'buyer', 'client']);
const { offer, counter, accept, buy } = negotiationCalls(api, token);

it('sells a vehicle exactly once under concurrent accepts and buys', async () => {
  const db = api.database.db;
  const vehicle = await freshVehicleOnSale(db, 'agent@canam.test');
  const buyerId = await userId(db, 'buyer@canam.test');
  const clientOffer = (await offer('client', vehicle, '20000')).json();
  await offer('buyer', vehicle, '19000');
  const staffOffer = (await counter('agent', vehicle, buyerId, '21000')).json();

  const purchaseMails = () => purchaseMailCount(db);
  const mailsBefore = await purchaseMails();
  const attempts = Array.from({ length: 8 }, (_, round) => [
    accept('buyer', staffOffer.id, vehicle),
    accept('admin', clientOffer.id, vehicle),
    buy('client', vehicle, `race-${round}`),
  ]).flat();
  const answers = await Promise.all(attempts);
  const codes = answers.map((answer) => answer.statusCode);
  expect(codes.filter((code) => code === 200)).toHaveLength(1);
  for (const answer of answers.filter((a) => a.statusCode !== 200)) {
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject(offerRefusalBody('sold'));
  }
  const sales = await db
    .selectFrom('vehicle_sale')
    .selectAll()
    .where('vehicle_id', '=', vehicle)
    .execute();
  expect(sales).toHaveLength(1);
  const sold = await db
    .selectFrom('event')
    .select('id')
    .where('vehicle_id', '=', vehicle)
    .where('type', '=', 'vehicle.sold')
    .execute();
  expect(sold).toHaveLength(1);
  const open = await db
    .selectFrom('offer')
    .select('id')
    .where('vehicle_id', '=', vehicle)
    .where('status', '=', 1)
    .execute();
  expect(open).toEqual([]);
  expect((await purchaseMails()) - mailsBefore).toBe(1);
});
