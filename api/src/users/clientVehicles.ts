// The client vehicles table (GET /api/client/vehicles, docs/decisions.md): one row per vehicle and
// user of the caller's own company, for every negotiation (offer chain) of that user and every
// vehicle that user bought. Where it stands: purchased (the user bought it), waiting (the
// negotiation is live and the staff's offer waits for the dealer), offered (live, the dealer's
// offer waits for the staff), else expired. Searched, filtered by state and user, newest first.
import { sql } from 'kysely';
import { DEALER_ROLES, isDealerRole } from '@canam/domain/roles';
import type {
  ClientVehicleRowDto,
  ClientVehicleState,
  ClientVehiclesQuery,
} from '@canam/domain/rest/clientVehicles';
import type { Paged } from '@canam/domain/rest/paged';
import { OFFER_STATUS } from '@canam/domain/statuses';
import type { Db } from '../db/database.ts';
import { likePattern } from '../vehicles/filterConditions.ts';

/** Every (vehicle, user) pair of the company's users, with its chain (c) and its sale (s). */
function companyPairs(db: Db, companyId: number, userId: number | undefined) {
  return db
    .with('m', (qb) =>
      qb
        .selectFrom('app_user')
        .select(['id', 'first_name', 'last_name'])
        .where('company_id', '=', companyId)
        .$if(userId !== undefined, (q) => q.where('id', '=', userId!)),
    )
    .with('ch', (qb) =>
      qb
        .selectFrom('offer_chain as oc')
        .innerJoin('m', 'm.id', 'oc.client_id')
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('offer as o')
              .select([
                'o.author_role',
                'o.offer_price',
                'o.status',
                'o.created_at',
                'o.expires_at',
              ])
              .whereRef('o.chain_id', '=', 'oc.id')
              .orderBy('o.created_at', 'desc')
              .orderBy('o.id', 'desc')
              .limit(1)
              .as('lo'),
          (join) => join.onTrue(),
        )
        .select([
          'oc.vehicle_id',
          'oc.client_id as user_id',
          'oc.state',
          'oc.updated_at as chain_at',
          'lo.author_role',
          'lo.offer_price',
          'lo.status as offer_status',
          'lo.created_at as offer_at',
          'lo.expires_at',
        ]),
    )
    .with('sa', (qb) =>
      qb
        .selectFrom('vehicle_sale as vs')
        .innerJoin('m', 'm.id', 'vs.buyer_id')
        .select(['vs.vehicle_id', 'm.id as user_id', 'vs.sale_price', 'vs.register_date']),
    )
    .with('pairs', (qb) =>
      qb
        .selectFrom('ch')
        .select(['vehicle_id', 'user_id'])
        .union(qb.selectFrom('sa').select(['vehicle_id', 'user_id'])),
    )
    .selectFrom('pairs as p')
    .innerJoin('m', 'm.id', 'p.user_id')
    .innerJoin('vehicle as v', 'v.id', 'p.vehicle_id')
    .innerJoin('vin_number as n', 'n.id', 'v.vin_number_id')
    .leftJoin('ch as c', (join) =>
      join.onRef('c.vehicle_id', '=', 'p.vehicle_id').onRef('c.user_id', '=', 'p.user_id'),
    )
    .leftJoin('sa as s', (join) =>
      join.onRef('s.vehicle_id', '=', 'p.vehicle_id').onRef('s.user_id', '=', 'p.user_id'),
    );
}

function stateSql(now: Date) {
  return sql<ClientVehicleState>`CASE
    WHEN s.vehicle_id IS NOT NULL THEN 'purchased'
    WHEN c.state = 'open' AND c.offer_status = ${OFFER_STATUS.ACTIVE}
      AND c.expires_at > ${now.toISOString()}::timestamptz THEN
      CASE WHEN c.author_role IN (${sql.join(DEALER_ROLES)}) THEN 'offered' ELSE 'waiting' END
    ELSE 'expired'
  END`;
}

const updatedSql = sql<Date>`coalesce(greatest(c.offer_at, s.register_date), c.chain_at)`;

const iso = (value: Date | string) => new Date(value).toISOString();

export async function companyVehiclePage(
  db: Db,
  companyId: number | null,
  query: ClientVehiclesQuery,
): Promise<Paged<ClientVehicleRowDto>> {
  const { page, resourcesPerPage: perPage } = query;
  if (companyId === null) return { data: [], currentPage: page, total: 0, perPage };
  const state = stateSql(new Date());
  const pattern = query.search ? likePattern(query.search) : null;
  const filtered = companyPairs(db, companyId, query.userId).where((eb) =>
    eb.and([
      // Text found in the VIN, stock number, make, model or the user's name.
      ...(pattern
        ? [
            eb.or([
              eb('n.vin_number', 'ilike', pattern),
              eb('v.stock_number', 'ilike', pattern),
              eb('n.make', 'ilike', pattern),
              eb('n.model', 'ilike', pattern),
              eb(sql<string>`m.first_name || ' ' || m.last_name`, 'ilike', pattern),
              eb(sql<string>`m.last_name || ' ' || m.first_name`, 'ilike', pattern),
            ]),
          ]
        : []),
      ...(query.state ? [eb(state, '=', query.state)] : []),
    ]),
  );
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .select([
        'v.id as vehicle_id',
        'n.vin_number',
        'v.stock_number',
        'n.year',
        'n.make',
        'n.model',
        'n.trim',
        'm.id as user_id',
        'm.first_name',
        'm.last_name',
        'c.author_role',
        'c.offer_price',
        'c.offer_at',
        'c.expires_at',
        's.sale_price',
        's.register_date as sold_at',
        state.as('state'),
        updatedSql.as('updated_at'),
      ])
      .orderBy('updated_at', 'desc')
      .orderBy('v.id', 'desc')
      .orderBy('m.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  return {
    data: rows.map((row) => {
      const live = row.state === 'waiting' || row.state === 'offered';
      return {
        vehicleId: row.vehicle_id,
        vinNumber: row.vin_number,
        stockNumber: row.stock_number,
        year: row.year,
        make: row.make,
        model: row.model,
        trim: row.trim,
        user: { id: row.user_id, firstName: row.first_name, lastName: row.last_name },
        state: row.state,
        lastOffer:
          row.author_role !== null && row.offer_price !== null && row.offer_at !== null
            ? {
                side: isDealerRole(row.author_role) ? 'client' : 'provider',
                offerPrice: row.offer_price,
                registerDate: iso(row.offer_at),
              }
            : null,
        expiresAt: live && row.expires_at !== null ? iso(row.expires_at) : null,
        salePrice: row.sale_price,
        purchaseDate: row.sold_at !== null ? iso(row.sold_at) : null,
        updatedAt: iso(row.updated_at),
      };
    }),
    currentPage: page,
    total: Number(count.total),
    perPage,
  };
}
