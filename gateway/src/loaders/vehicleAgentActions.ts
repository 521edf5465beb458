// Sets the agent who owns a vehicle (PUT /api/vehicle/agent {vehicleId, userId}), answered with the
// vehicle as a vehicle table row. Not cached; throws the REST client's HttpError as it is, so the
// mutation turns the api's refusals (no active agent, unknown vehicle) into userErrors.
import type { AssignAgentBody, VehicleTableRowDto } from '@canam/domain/rest/vehicleTable';
import type { RestClient } from '../rest/client.ts';

export function createVehicleAgentActions(rest: RestClient) {
  return {
    assign: (body: AssignAgentBody) => rest.put<VehicleTableRowDto>('/api/vehicle/agent', body),
  };
}

export type VehicleAgentActions = ReturnType<typeof createVehicleAgentActions>;
