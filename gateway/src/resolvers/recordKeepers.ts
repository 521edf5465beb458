// Who may see the vehicle table and the checks, condition reports and notes: super admins and
// admins (domain permission keepsVehicleRecords). The api refuses everyone else with 403, which
// the loaders turn into FORBIDDEN; a guest is refused here at once, without a call.
import { GraphQLError } from 'graphql';
import type { RestCredentials } from '../rest/client.ts';

export const RECORD_KEEPERS_ONLY = 'Only super admins and admins keep vehicle records';

export function forbiddenToKeepRecords(): GraphQLError {
  return new GraphQLError(RECORD_KEEPERS_ONLY, { extensions: { code: 'FORBIDDEN' } });
}

/** Throws FORBIDDEN for a guest (no access token): the api would refuse it anyway. */
export function refuseGuests(credentials: RestCredentials): void {
  if (!credentials.accessToken) throw forbiddenToKeepRecords();
}
