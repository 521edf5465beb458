// Offer notifications (GET /api/vehicle/offer-notifications): an agent or a dealer reads those
// addressed to it, admins and super admins every notification addressed to staff (optionally
// those of one recipient, offerTo). Newest first; one count and one page query.
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { NOTIFICATIONS_PAGE_SIZE } from '@canam/domain/constants';
import { costInUsd } from '@canam/domain/money';
import { offerSideOf } from '@canam/domain/offers';
import { rightsOf } from '@canam/domain/permissions';
import { DEALER_ROLES, STAFF_ROLES } from '@canam/domain/roles';
import type {
  OfferNotificationDto,
  OfferNotificationQuery,
} from '@canam/domain/rest/notifications';
import type { Paged } from '@canam/domain/rest/paged';
import { NOTIFICATION_READ, OFFER_STATUS } from '@canam/domain/statuses';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

type Eb = ExpressionBuilder<DB & { n: DB['notification'] }, 'n'>;

/** The notifications a viewer reads (and so may mark read), narrowed by the list's filters. */
export function conditions(eb: Eb, viewer: Viewer, query: OfferNotificationQuery) {
  const all: Expression<SqlBool>[] = [];
  if (rightsOf(viewer.roles).negotiates !== 'all') {
    // An agent only ever reads its own; offerTo cannot widen that.
    all.push(eb('n.user_id', '=', viewer.id));
  } else {
    // Admins read what was addressed to staff, not the dealers' own notices.
    all.push(
      eb.exists(
        eb
          .selectFrom('user_role as ur')
          .innerJoin('role as r', 'r.id', 'ur.role_id')
          .select('ur.user_id')
          .whereRef('ur.user_id', '=', 'n.user_id')
          .where('r.name', 'in', [...STAFF_ROLES]),
      ),
    );
    if (query.offerTo !== undefined) all.push(eb('n.user_id', '=', query.offerTo));
  }
  if (query.new) all.push(eb('n.sent', '!=', NOTIFICATION_READ));
  // A counter-offer: the dealer's answering a staff offer, or (to a dealer) staff's answer.
  if (query.counter !== undefined) {
    all.push(query.counter ? eb('n.kind', '=', 'counter') : eb('n.kind', '!=', 'counter'));
  }
  if (query.kind !== undefined) all.push(eb('n.kind', 'in', query.kind));
  return eb.and(all);
}

export async function listOfferNotifications(
  db: Db,
  viewer: Viewer,
  query: OfferNotificationQuery,
): Promise<Paged<OfferNotificationDto>> {
  const perPage = query.resourcesPerPage ?? NOTIFICATIONS_PAGE_SIZE;
  const page = query.page ?? 1;
  const [count, rows] = await Promise.all([
    db
      .selectFrom('notification as n')
      .where((eb) => conditions(eb, viewer, query))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('notification as n')
      .leftJoin('app_user as buyer', 'buyer.id', 'n.buyer_id')
      .leftJoin('offer as o', 'o.id', 'n.offer_id')
      .leftJoin('vehicle as v', 'v.id', 'n.vehicle_id')
      .leftJoin('vin_number as vin', 'vin.id', 'v.vin_number_id')
      .leftJoin('vehicle_cost_detail as c', 'c.vehicle_id', 'v.id')
      .where((eb) => conditions(eb, viewer, query))
      .select((eb) => [
        'n.id',
        'n.sent',
        'n.new_notification',
        'n.register_date',
        'n.kind',
        'n.offer_price',
        'o.author_role',
        'buyer.first_name as buyer_first_name',
        'buyer.last_name as buyer_last_name',
        'v.id as vehicle_id',
        'v.stock_number',
        'v.miles',
        'v.location',
        'c.cost',
        'c.fx',
        'vin.make',
        'vin.year',
        'vin.trim',
        'vin.transmission_type',
        'vin.model',
        // The highest dealer offer made on the vehicle before this one: the arrow compares to it.
        eb
          .selectFrom('offer as prior')
          .select(sql<string | null>`max(prior.offer_price)::text`.as('price'))
          .whereRef('prior.vehicle_id', '=', 'n.vehicle_id')
          .where('prior.author_role', 'in', [...DEALER_ROLES])
          .where('prior.status', '!=', OFFER_STATUS.CLOSED)
          .where((w) =>
            w.or([
              w('o.id', 'is', null),
              w.and([
                w('prior.id', '!=', w.ref('o.id')),
                w('prior.created_at', '<', w.ref('o.created_at')),
              ]),
            ]),
          )
          .as('last_highest_offer'),
      ])
      .orderBy('n.register_date', 'desc')
      .orderBy('n.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      sent: row.sent,
      newNotification: row.new_notification,
      registerDate: row.register_date.toISOString(),
      kind: row.kind,
      offerSide: row.author_role === null ? null : offerSideOf(row.author_role),
      offerPrice: row.offer_price,
      buyer:
        row.buyer_first_name !== null && row.buyer_last_name !== null
          ? { firstName: row.buyer_first_name, lastName: row.buyer_last_name }
          : null,
      vehicle:
        row.vehicle_id !== null
          ? {
              id: row.vehicle_id,
              stockNumber: row.stock_number,
              vehicleCostDetail: {
                cost: row.cost ?? null,
                costUsd: row.cost !== null && row.fx !== null ? costInUsd(row.cost, row.fx) : null,
              },
              vinNumber: {
                make: row.make,
                year: row.year,
                trim: row.trim,
                transmissionType: row.transmission_type,
                model: row.model,
              },
              vehicleInformation: { miles: row.miles },
              location: row.location,
              lastHighestOffer: row.last_highest_offer ?? null,
            }
          : null,
    })),
    currentPage: page,
    total: Number(count.total),
    perPage,
  };
}
