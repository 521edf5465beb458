// The history of negotiations: one chain (POST /api/vehicle/offerChain) or every chain on a
// vehicle (GET /api/vehicle/getOfferHistory). Dealers see only their own chain; agents the
// chains on the vehicles they own; admins every chain.
import { reaches } from '@canam/domain/permissions';
import type { OfferChainItemDto, OfferHistoryDto } from '@canam/domain/rest/offers';
import type { Viewer } from '../auth/viewer.ts';
import { viewerRights } from '../auth/viewer.ts';
import type { Db } from '../db/database.ts';
import { forbidden } from '../errors.ts';
import { chainSeenBy } from './visibleChains.ts';

function itemsQuery(db: Db, chainIds: number[]) {
  return db
    .selectFrom('offer')
    .select(['id', 'chain_id', 'author_role', 'offer_price', 'created_at', 'expires_at', 'status'])
    .where('chain_id', 'in', chainIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

const item = (row: Awaited<ReturnType<typeof itemsQuery>>[number]): OfferChainItemDto => ({
  id: row.id,
  role: row.author_role,
  offerPrice: row.offer_price,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  status: row.status,
});

export async function offerChainItems(
  db: Db,
  viewer: Viewer,
  vehicleId: number,
  clientId: number,
): Promise<OfferChainItemDto[]> {
  const { negotiates } = viewerRights(viewer);
  const ownChain = clientId === viewer.id;
  if (!ownChain && negotiates === 'none') throw forbidden();
  const chain = await db
    .selectFrom('offer_chain as oc')
    .innerJoin('vehicle as v', 'v.id', 'oc.vehicle_id')
    .select(['oc.id', 'v.users_id'])
    .where('oc.vehicle_id', '=', vehicleId)
    .where('oc.client_id', '=', clientId)
    .executeTakeFirst();
  if (!chain) return [];
  if (!ownChain && !reaches(negotiates, viewer.id, chain.users_id)) throw forbidden();
  return (await itemsQuery(db, [chain.id])).map(item);
}

export async function offerHistory(
  db: Db,
  viewer: Viewer,
  vehicleId: number,
): Promise<OfferHistoryDto[]> {
  const chainsQuery = db
    .selectFrom('offer_chain as oc')
    .innerJoin('vehicle as v', 'v.id', 'oc.vehicle_id')
    .innerJoin('app_user as u', 'u.id', 'oc.client_id')
    .leftJoin('company as c', 'c.id', 'u.company_id')
    .select([
      'oc.id',
      'oc.vehicle_id',
      'oc.state',
      'oc.client_id',
      'u.first_name',
      'u.last_name',
      'c.company_name',
    ])
    .where('oc.vehicle_id', '=', vehicleId)
    .where((eb) => chainSeenBy(eb, viewer))
    .orderBy('oc.updated_at', 'desc');
  const chains = await chainsQuery.execute();
  if (!chains.length) return [];
  const items = await itemsQuery(
    db,
    chains.map((chain) => chain.id),
  );
  const serverTime = new Date().toISOString();
  return chains.map((chain) => {
    const offers = items.filter((row) => row.chain_id === chain.id).map(item);
    return {
      mainOffer: chain.id,
      vehiclesId: chain.vehicle_id,
      state: chain.state,
      client: {
        id: chain.client_id,
        firstName: chain.first_name,
        lastName: chain.last_name,
        companyName: chain.company_name,
      },
      offers,
      time: { serverTime, expirationTime: offers.at(-1)?.expiresAt ?? null },
    };
  });
}
