// Query fields of the lists the edit form and the sale modal read: the parts a photo may show,
// the export locations and the buyers of a sale. Staff who edit vehicles only: anyone else gets
// an empty list without a REST call (and so does the api's refusal), as Query.agents does.
import { GraphQLError } from 'graphql';
import { rightsOf } from '@canam/domain/permissions';
import { buyersQuery } from '@canam/domain/rest/vehicleIntake';
import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { rolesOf } from '../models/viewer.ts';
import { toGlobalId } from '../relay/ids.ts';
import { restStatusOf } from '../rest/HttpError.ts';

/** The list when the viewer edits vehicles, else [] (no call); the api's 403 is [] too. */
async function forEditors<T>(context: GatewayContext, fetch: () => Promise<T[]>): Promise<T[]> {
  if (!context.credentials.accessToken) return [];
  const profile = await context.loaders.viewerProfile.load();
  if (rightsOf(rolesOf(profile)).editsVehicles === 'none') return [];
  try {
    return await fetch();
  } catch (error) {
    if (restStatusOf(error) === 403) return [];
    throw error;
  }
}

export const vehicleIntakeQueries: Pick<
  QueryResolvers,
  'vehicleParts' | 'exportLocations' | 'saleBuyers'
> = {
  vehicleParts: (_root, _args, context) =>
    forEditors(context, async () =>
      (await context.loaders.vehicleIntakeLists.parts.load()).map((part) => ({
        // 'Part', not 'VehiclePart': a photo's id is VehiclePart (relay/ids.ts).
        id: toGlobalId('Part', part.id),
        databaseId: part.id,
        name: part.name,
      })),
    ),

  exportLocations: (_root, _args, context) =>
    forEditors(context, async () =>
      (await context.loaders.vehicleIntakeLists.agentClients.load()).exportLocations.map(
        (location) => ({ name: location.name, address: null, link: null }),
      ),
    ),

  // The search as the api takes it (trimmed, at most 100 characters); a longer one is refused
  // before any call.
  saleBuyers(_root, { search }, context) {
    const parsed = buyersQuery.safeParse({ search: search ?? undefined });
    if (!parsed.success) {
      throw new GraphQLError('The search has at most 100 characters', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return forEditors(context, async () =>
      (await context.loaders.vehicleIntakeLists.buyers.load(parsed.data.search ?? '')).map(
        (buyer) => ({
          id: toGlobalId('SaleBuyer', buyer.id),
          databaseId: buyer.id,
          firstName: buyer.firstName,
          lastName: buyer.lastName,
          email: buyer.email,
          companyName: buyer.companyName,
        }),
      ),
    );
  },
};
