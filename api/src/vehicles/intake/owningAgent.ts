// Who may be given a vehicle in the edit form (the `userId` field): an active agent. An agent
// edits only its own vehicles and cannot give one away; admins and super admins give any vehicle
// to any active agent (as the table's agent box does, vehicles/assignAgent.ts).
import type { Transaction } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import { viewerRights } from '../../auth/viewer.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, invalidInput } from '../../errors.ts';
import { isActiveAgent } from '../activeAgent.ts';

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
  if (!(await isActiveAgent(trx, userId))) {
    throw invalidInput(field, OWNING_AGENT_MESSAGES.notAgent);
  }
}
