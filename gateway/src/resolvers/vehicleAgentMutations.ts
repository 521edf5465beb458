// Mutation.assignVehicleAgent: the vehicle table's inline agent box (REST PUT vehicle/agent). The
// api answers the vehicle as a table row, counts included, so the payload costs no other call.
import type { MutationResolvers, UserError } from '../__generated__/resolvers-types.ts';
import { vehicleOfTableRow } from '../models/vehicle.ts';
import { databaseIdOf } from '../relay/ids.ts';
import { notFoundError } from './offerErrors.ts';
import { refuseGuests } from './recordKeepers.ts';
import { recordRefusal } from './vehicleRecordErrors.ts';

const refused = (userErrors: UserError[]) => ({ vehicle: null, userErrors });

export const vehicleAgentMutations: Pick<MutationResolvers, 'assignVehicleAgent'> = {
  async assignVehicleAgent(_root, { input }, context) {
    refuseGuests(context.credentials);
    const vehicleId = databaseIdOf(input.vehicleId, 'Vehicle');
    if (vehicleId === null) return refused(notFoundError('vehicleId', 'Vehicle'));
    // An Agent's global id carries the agent's user id (resolvers/Agent.ts).
    const userId = databaseIdOf(input.agentId, 'Agent');
    if (userId === null) return refused(notFoundError('agentId', 'Agent'));
    try {
      const row = await context.loaders.vehicleAgent.assign({ vehicleId, userId });
      return { vehicle: vehicleOfTableRow(row), userErrors: [] };
    } catch (error) {
      return refused(recordRefusal(error, ['vehicleId', 'agentId'], { userId: 'agentId' }));
    }
  },
};
