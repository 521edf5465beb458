// The super admin vehicle table (GET /api/vehicle/getForTable): every vehicle whatever its
// status, as the catalogue's rows (vehicleRows, toVehicleDto) with their record counts counted in
// the page's own query; searched over VIN, stock number and the agent's names; sorted by VIN,
// stock number or agent (nulls last, the id breaking ties), else the newest registered first.
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Nullable,
  type Selectable,
  type SqlBool,
} from 'kysely';
import type { Paged } from '@canam/domain/rest/paged';
import type {
  VehicleTableQuery,
  VehicleTableRowDto,
  VehicleTableSort,
} from '@canam/domain/rest/vehicleTable';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import type { Audience } from './audience.ts';
import { agentOf, vehicleRows } from './catalogue.ts';
import { likePattern } from './filterConditions.ts';
import { loadOfferSummaries } from './offerSummary.ts';
import { recordCountColumns, toRecordCounts } from './records/recordCounts.ts';
import { loadRelated } from './related.ts';
import { toVehicleDto } from './toDto.ts';

// The agent's names as agentOf (catalogue.ts) looks them up: null when the vehicle has none.
type AgentNames = Nullable<
  Pick<Selectable<DB['app_user']>, 'first_name' | 'last_name' | 'nickname'>
>;

type TableEb = ExpressionBuilder<
  DB & { v: DB['vehicle']; n: DB['vin_number']; agent: AgentNames },
  'v' | 'n' | 'agent'
>;

function searchCondition(eb: TableEb, search: string | undefined): Expression<SqlBool> {
  if (!search) return sql<SqlBool>`true`;
  const pattern = likePattern(search);
  return eb.or([
    eb('n.vin_number', 'ilike', pattern),
    eb('v.stock_number', 'ilike', pattern),
    eb('agent.first_name', 'ilike', pattern),
    eb('agent.last_name', 'ilike', pattern),
    eb('agent.nickname', 'ilike', pattern),
    // The agent as the table shows it ('Last, First') and as people say it.
    eb(sql<string>`agent.last_name || ', ' || agent.first_name`, 'ilike', pattern),
    eb(sql<string>`agent.first_name || ' ' || agent.last_name`, 'ilike', pattern),
  ]);
}

const SORT_KEYS: Record<VehicleTableSort, ((eb: TableEb) => Expression<unknown>)[]> = {
  vinNumber: [(eb) => eb.ref('n.vin_number')],
  stockNumber: [(eb) => eb.ref('v.stock_number')],
  // Last name, then first name, whatever their case.
  agent: [
    (eb) => eb.fn('lower', [eb.ref('agent.last_name')]),
    (eb) => eb.fn('lower', [eb.ref('agent.first_name')]),
  ],
};

function rowsWithCounts(db: Db) {
  return vehicleRows(db).select(recordCountColumns);
}

type TableRow = Awaited<ReturnType<ReturnType<typeof rowsWithCounts>['execute']>>[number];

async function toTableRows(
  db: Db,
  audience: Audience,
  rows: TableRow[],
): Promise<VehicleTableRowDto[]> {
  const ids = rows.map((row) => row.id);
  const [related, offers] = await Promise.all([
    loadRelated(db, ids),
    loadOfferSummaries(db, ids, audience),
  ]);
  return rows.map((row) => ({
    ...toVehicleDto(row, related, offers, audience),
    ...toRecordCounts(row),
  }));
}

export async function vehicleTable(
  db: Db,
  audience: Audience,
  query: VehicleTableQuery,
): Promise<Paged<VehicleTableRowDto>> {
  const { search, resourcesPerPage: perPage, page, sort, order } = query;
  let pageQuery = rowsWithCounts(db).where((eb) => searchCondition(eb, search));
  if (sort) {
    for (const key of SORT_KEYS[sort]) {
      pageQuery = pageQuery.orderBy(key, (ob) =>
        (order === 'desc' ? ob.desc() : ob.asc()).nullsLast(),
      );
    }
    pageQuery = pageQuery.orderBy('v.id', order);
  } else {
    pageQuery = pageQuery.orderBy('v.register_date', 'desc').orderBy('v.id', 'desc');
  }
  const [count, rows] = await Promise.all([
    db
      .selectFrom('vehicle as v')
      .innerJoin('vin_number as n', 'n.id', 'v.vin_number_id')
      .leftJoinLateral(agentOf, (join) => join.onTrue())
      .where((eb) => searchCondition(eb, search))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    pageQuery
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  return {
    data: await toTableRows(db, audience, rows),
    currentPage: page,
    total: Number(count.total),
    perPage,
  };
}

/** One vehicle as a row of the table; undefined when there is none. */
export async function tableRowOf(
  db: Db,
  audience: Audience,
  vehicleId: number,
): Promise<VehicleTableRowDto | undefined> {
  const rows = await rowsWithCounts(db).where('v.id', '=', vehicleId).execute();
  const [row] = await toTableRows(db, audience, rows);
  return row;
}
