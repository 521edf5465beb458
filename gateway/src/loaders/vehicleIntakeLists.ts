// The lists the edit form and the sale modal read (domain/src/rest/vehicleIntake.ts): the parts a
// photo may show, the export locations and the buyers of a search, each fetched at most once per
// request (and search). The resolvers decide who may ask; the api refuses anyone else with 403.
import type {
  AgentClientListDto,
  BuyerDto,
  VehiclePartDto,
} from '@canam/domain/rest/vehicleIntake';
import type { RestClient } from '../rest/client.ts';
import { graphQLErrors } from '../rest/errors.ts';

/** One fetch per request, shared by every field that asks. */
function once<T>(fetch: () => Promise<T>): { load(): Promise<T> } {
  let pending: Promise<T> | null = null;
  return {
    load() {
      pending ??= graphQLErrors(fetch);
      return pending;
    },
  };
}

export function createVehicleIntakeLists(rest: RestClient) {
  const buyers = new Map<string, Promise<BuyerDto[]>>();
  return {
    parts: once(() => rest.get<VehiclePartDto[]>('/api/vehicle/part')),
    agentClients: once(() => rest.get<AgentClientListDto>('/api/user/listAgentClient')),
    /** Buyers whose name, e-mail or company matches `search` ('' for the first ones). */
    buyers: {
      load(search: string): Promise<BuyerDto[]> {
        let pending = buyers.get(search);
        if (!pending) {
          pending = graphQLErrors(() => rest.get<BuyerDto[]>('/api/user/buyers', { search }));
          buyers.set(search, pending);
        }
        return pending;
      },
    },
  };
}

export type VehicleIntakeLists = ReturnType<typeof createVehicleIntakeLists>;
