// The table's inline agent box (PUT /api/vehicle/agent): makes an active agent the vehicle's
// owning agent (usersId), with a 'vehicle.changed' event in the same transaction so every list
// that shows the vehicle follows.
import { ASSIGN_AGENT_MESSAGES } from '@canam/domain/rest/vehicleTable';
import { sql } from 'kysely';
import { invalidInput } from '../errors.ts';
import { changeWithEvents, type ChangeContext } from '../events/transact.ts';
import { isActiveAgent } from './activeAgent.ts';
import { lockVehicleRow } from './lockVehicleRow.ts';

export function assignAgent(
  context: ChangeContext,
  { vehicleId, userId }: { vehicleId: number; userId: number },
): Promise<void> {
  return changeWithEvents(context, async (trx, events) => {
    await lockVehicleRow(trx, vehicleId);
    if (!(await isActiveAgent(trx, userId))) {
      throw invalidInput('userId', ASSIGN_AGENT_MESSAGES.notAgent);
    }
    await trx
      .updateTable('vehicle')
      .set({ users_id: userId, updated_at: sql`now()` })
      .where('id', '=', vehicleId)
      .execute();
    events.push({ type: 'vehicle.changed', vehicleId });
  });
}
