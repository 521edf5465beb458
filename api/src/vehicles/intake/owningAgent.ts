// Who may be given a vehicle in the edit form (the `userId` field): an active agent. An agent
// edits only its own vehicles and cannot give one away; admins and super admins give any vehicle
// to any active agent (as the table's agent box does, vehicles/assignAgent.ts).
import { USER_STATUS } from '@canam/domain/statuses';
import type { Transaction } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import { viewerRights } from '../../auth/viewer.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, invalidInput } from '../../errors.ts';

export const OWNING_AGENT_MESSAGES = {
  notAgent: 'The agent must be an active agent',
  notYours: 'Only an admin can give a vehicle to another agent',
} as const;

export async function assertOwningAgent(
  trx: Transaction<DB>,
  viewer: Viewer,
  userId: number,
  field: string,
): Promise<void> {
  if (viewerRights(viewer).editsVehicles !== 'all' && userId !== viewer.id) {
    throw forbidden('FORBIDDEN', OWNING_AGENT_MESSAGES.notYours);
  }
  const agent = await trx
    .selectFrom('app_user as u')
    .innerJoin('user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .select('u.id')
    .where('u.id', '=', userId)
    .where('u.status', '=', USER_STATUS.ACTIVE)
    .where('r.name', '=', 'ROLE_AGENT')
    .executeTakeFirst();
  if (!agent) throw invalidInput(field, OWNING_AGENT_MESSAGES.notAgent);
}
