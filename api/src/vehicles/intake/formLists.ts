// What the edit form's pickers read: the parts a photo may show (GET /api/vehicle/part), the
// agents and export locations (GET /api/user/listAgentClient) and the dealer users a sale may name
// as its buyer (GET /api/user/buyers).
import {
  BUYERS_LIMIT,
  type AgentClientListDto,
  type BuyerDto,
  type VehiclePartDto,
} from '@canam/domain/rest/vehicleIntake';
import { COMPANY_STATUS, USER_STATUS } from '@canam/domain/statuses';
import type { Db } from '../../db/database.ts';
import { likePattern } from '../filterConditions.ts';

export function listParts(db: Db): Promise<VehiclePartDto[]> {
  return db.selectFrom('part').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

/** The active agents, each with the export location it ships from, and every export location. */
export async function listAgentClients(db: Db): Promise<AgentClientListDto> {
  const [agents, exportLocations] = await Promise.all([
    db
      .selectFrom('app_user as u')
      .innerJoin('user_role as ur', 'ur.user_id', 'u.id')
      .innerJoin('role as r', 'r.id', 'ur.role_id')
      .leftJoin('export_location as l', 'l.id', 'u.export_location_id')
      .where('r.name', '=', 'ROLE_AGENT')
      .where('u.status', '=', USER_STATUS.ACTIVE)
      .select([
        'u.id',
        'u.first_name',
        'u.last_name',
        'u.nickname',
        'l.id as location_id',
        'l.name as location_name',
      ])
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('u.id')
      .execute(),
    db.selectFrom('export_location').select(['id', 'name']).orderBy('name').execute(),
  ]);
  return {
    agents: agents.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      nickname: row.nickname,
      exportLocation:
        row.location_id === null || row.location_name === null
          ? null
          : { id: row.location_id, name: row.location_name },
    })),
    exportLocations,
  };
}

/**
 * Active clients and buyers of accepted companies, searched (case-insensitive, % and _ taken
 * literally) over first and last name, e-mail and company name; by last then first name.
 */
export async function listBuyers(db: Db, search: string | undefined): Promise<BuyerDto[]> {
  let query = db
    .selectFrom('app_user as u')
    .innerJoin('company as c', 'c.id', 'u.company_id')
    .where('u.status', '=', USER_STATUS.ACTIVE)
    .where('c.status', '=', COMPANY_STATUS.ACCEPTED)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_role as ur')
          .innerJoin('role as r', 'r.id', 'ur.role_id')
          .select('ur.user_id')
          .whereRef('ur.user_id', '=', 'u.id')
          .where('r.name', 'in', ['ROLE_CLIENT', 'ROLE_BUYER']),
      ),
    );
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('u.first_name', 'ilike', pattern),
        eb('u.last_name', 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
        eb('c.company_name', 'ilike', pattern),
        eb('c.commercial_name', 'ilike', pattern),
      ]),
    );
  }
  const rows = await query
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'c.company_name'])
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .limit(BUYERS_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    companyName: row.company_name,
  }));
}
