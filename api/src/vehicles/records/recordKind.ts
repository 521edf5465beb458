// What the generic record code (keepRecords.ts, routes/vehicle/records.ts) knows of one kind of
// vehicle record: its table, its contract schemas, and how its own columns are written and read.
// The three kinds are checks.ts, conditionReports.ts and notes.ts; what they share is read here.
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Paged } from '@canam/domain/rest/paged';
import type { RecordAuthorDto, VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import type { DB } from '../../db/schema.ts';

export type RecordTable = 'vehicle_check' | 'conditional_report' | 'note';

/** What every record answer has besides its own fields. */
export interface RecordDto {
  id: number;
  vehicleId: number;
  user: RecordAuthorDto | null;
  status: boolean;
}

/** One record by id, or a page of one vehicle's records (newest first). */
export type RecordFilter = { id: number } | { vehicleId: number; limit: number; offset: number };

export interface RecordKind<Body extends { vehicleId: number }, Dto extends RecordDto> {
  kind: VehicleRecordKind;
  /** The route, as the specification names it. */
  path: string;
  /** What one record is called in the OpenAPI summaries. */
  noun: string;
  table: RecordTable;
  createBody: z.ZodType<Body>;
  dto: z.ZodType<Dto>;
  page: z.ZodType<Paged<Dto>>;
  /** A body limit above the app's 1 MB, so a far too long field gets its own refusal (notes). */
  bodyLimit?: number;
  /** Inserts a valid record written by `authorId`; answers its id. */
  insert(trx: Transaction<DB>, body: Body, authorId: number): Promise<number>;
  /** The records the filter names, newest first, as the contract answers them. */
  read(db: Kysely<DB>, filter: RecordFilter): Promise<Dto[]>;
}

/**
 * The columns all kinds share, with the author, of the records `filter` names: a kind adds its
 * own columns to it. `recordedAt` is the kind's column that says when a record was written.
 */
export function selectRecords<T extends RecordTable>(
  db: Kysely<DB>,
  table: T,
  recordedAt: 'register_date' | 'date',
  filter: RecordFilter,
) {
  const recordedAtRef = sql.ref(`r.${recordedAt}`);
  const query = db
    .selectFrom(db.dynamic.table(table).as('r'))
    .leftJoin('app_user as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.vehicle_id',
      'r.status',
      'u.id as author_id',
      'u.first_name as author_first_name',
      'u.last_name as author_last_name',
    ])
    .select(sql<Date>`${recordedAtRef}`.as('recorded_at'));
  // The table is only known by its name here, so the conditions are written as SQL.
  if ('id' in filter) return query.where(sql<SqlBool>`r.id = ${filter.id}`);
  return query
    .where(sql<SqlBool>`r.vehicle_id = ${filter.vehicleId}`)
    .orderBy(recordedAtRef, 'desc')
    .orderBy(sql.ref('r.id'), 'desc')
    .limit(filter.limit)
    .offset(filter.offset);
}

interface SharedColumns {
  id: number;
  vehicle_id: number;
  status: boolean;
  author_id: number | null;
  author_first_name: string | null;
  author_last_name: string | null;
}

/** The fields every record answer shares, from selectRecords' columns. */
export function recordBase(row: SharedColumns): RecordDto {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    user:
      row.author_id !== null && row.author_first_name !== null && row.author_last_name !== null
        ? { id: row.author_id, firstName: row.author_first_name, lastName: row.author_last_name }
        : null,
    status: row.status,
  };
}
