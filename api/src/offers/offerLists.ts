// Which vehicles the offer tabs and screens list: a chain is active while its last offer is
// live, expired when its last offer has expired and nobody accepted it. The vehicles themselves
// come from the catalogue (listVehicles), so cards look and hide fields the same everywhere.
import { sql } from 'kysely';
import { OFFER_STATUS } from '@canam/domain/statuses';
import type { Viewer } from '../auth/viewer.ts';
import { viewerRights } from '../auth/viewer.ts';
import type { Db } from '../db/database.ts';
import { chainSeenBy } from './visibleChains.ts';

export interface OfferListFilter {
  status: typeof OFFER_STATUS.ACTIVE | typeof OFFER_STATUS.EXPIRED;
  vehicleId?: number;
  /** Staff: dealer name or e-mail text. */
  client?: string;
  /** Admins: the owning agent. */
  agent?: number;
}

/** The list a REST status asks for: the expired negotiations (0), else the active ones. */
export function listedStatus(status: number | undefined): OfferListFilter['status'] {
  return status === OFFER_STATUS.EXPIRED ? OFFER_STATUS.EXPIRED : OFFER_STATUS.ACTIVE;
}

/** Vehicle ids with a negotiation in the asked state that the viewer may see, newest first. */
export async function vehicleIdsWithOffers(
  db: Db,
  viewer: Viewer,
  filter: OfferListFilter,
): Promise<number[]> {
  const now = new Date();
  let query = db
    .selectFrom('offer_chain as oc')
    .innerJoin('vehicle as v', 'v.id', 'oc.vehicle_id')
    .innerJoin('app_user as u', 'u.id', 'oc.client_id')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('offer')
          .distinctOn('chain_id')
          .select(['chain_id', 'status', 'expires_at', 'created_at'])
          .orderBy('chain_id')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .as('last'),
      (join) => join.onRef('last.chain_id', '=', 'oc.id'),
    )
    .select(['oc.vehicle_id', (eb) => eb.fn.max('last.created_at').as('latest')])
    .where('oc.state', '=', 'open')
    .groupBy('oc.vehicle_id')
    .orderBy('latest', 'desc');
  query =
    filter.status === OFFER_STATUS.ACTIVE
      ? query.where('last.status', '=', OFFER_STATUS.ACTIVE).where('last.expires_at', '>', now)
      : query.where((eb) =>
          eb.or([eb('last.status', '=', OFFER_STATUS.EXPIRED), eb('last.expires_at', '<=', now)]),
        );
  const { negotiates } = viewerRights(viewer);
  query = query.where((eb) => chainSeenBy(eb, viewer));
  if (negotiates === 'all' && filter.agent !== undefined) {
    query = query.where('v.users_id', '=', filter.agent);
  }
  if (filter.vehicleId !== undefined) query = query.where('oc.vehicle_id', '=', filter.vehicleId);
  if (filter.client && negotiates !== 'none') {
    const pattern = `%${filter.client.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
      ]),
    );
  }
  return (await query.execute()).map((row) => row.vehicle_id);
}

/** Vehicles sold to the viewer (a dealer's purchases); the back office: every sold vehicle. */
export async function purchasedVehicleIds(db: Db, viewer: Viewer): Promise<number[]> {
  let query = db.selectFrom('vehicle_sale').select('vehicle_id').orderBy('register_date', 'desc');
  if (!viewerRights(viewer).backOfficeVehicles) query = query.where('buyer_id', '=', viewer.id);
  return (await query.execute()).map((row) => row.vehicle_id);
}
