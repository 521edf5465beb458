// node(id) and nodes(ids): a global id resolved by its type. Vehicles come from the batching
// vehicleById loader; a User only when it is the viewer itself; a Company for dealer reviewers
// (its whole record) or when it is the viewer's own (its name and status); an Agent for staff from the
// agents list; offers and offer chains from their vehicle's history; the viewer's own access
// tokens from their list; anything else is null.
// Checks, condition reports and notes are null too: the api reads them only as pages of their
// vehicle (GET /api/vehicle/check?vehicle=…), and their global ids do not name the vehicle.
import { rightsOf } from '@canam/domain/permissions';
import type { GatewayContext } from '../context.ts';
import type { ResolversInterfaceTypes } from '../__generated__/resolvers-types.ts';
import { refusedAsNull } from '../loaders/refusedAsNull.ts';
import { offersOfChain } from '../models/offerModels.ts';
import { recordTypeOf } from '../models/vehicleRecords.ts';
import { fromGlobalId, type NodeType } from './ids.ts';
import { VehicleModel, vehicleModel } from '../models/vehicle.ts';

type NodeModel = ResolversInterfaceTypes<Record<string, unknown>>['Node'];

export async function resolveNode(
  globalId: string,
  { loaders }: GatewayContext,
): Promise<NodeModel | null> {
  const decoded = fromGlobalId(globalId);
  if (!decoded) return null;
  switch (decoded.type) {
    case 'Vehicle':
      return vehicleModel(await loaders.vehicleById.load(decoded.id));
    case 'User': {
      const profile = await loaders.viewerProfile.load();
      return profile && profile.id === decoded.id ? profile : null;
    }
    case 'Company': {
      const profile = await loaders.viewerProfile.load();
      if (!profile) return null;
      if (rightsOf(profile.roles.map((role) => role.name)).reviewsDealers) {
        return loaders.dealerCompanyById.load(decoded.id);
      }
      const own = profile.userDetails.company;
      return own && own.id === decoded.id ? own : null;
    }
    case 'Agent': {
      const profile = await loaders.viewerProfile.load();
      if (!profile || !rightsOf(profile.roles.map((role) => role.name)).backOfficeVehicles) {
        return null;
      }
      const agents = await loaders.agentList.load();
      return agents.find((agent) => agent.id === decoded.id) ?? null;
    }
    // Offers and chains are found through their vehicle's history, as the viewer may see it.
    case 'Offer':
    case 'OfferChain': {
      if (decoded.vehicleId === undefined) return null;
      const chains = await loaders.offerHistoryByVehicle.load(decoded.vehicleId);
      if (decoded.type === 'OfferChain') {
        return chains.find((chain) => chain.mainOffer === decoded.id) ?? null;
      }
      for (const chain of chains) {
        const offer = offersOfChain(chain).find((item) => item.id === decoded.id);
        if (offer) return offer;
      }
      return null;
    }
    case 'AccessToken': {
      const tokens = (await refusedAsNull(() => loaders.accessTokens.list())) ?? [];
      return tokens.find((token) => token.id === decoded.id) ?? null;
    }
    // The api has no lookup of one notification, check, condition report or note.
    default:
      return null;
  }
}

/** The GraphQL type of a node model (models carry no __typename). */
export function nodeTypeOf(node: NodeModel): NodeType {
  if (node instanceof VehicleModel) return 'Vehicle';
  if ('tokenPrefix' in node) return 'AccessToken';
  if ('answered' in node) return 'Offer';
  if ('mainOffer' in node) return 'OfferChain';
  if ('newNotification' in node) return 'Notification';
  if ('subject' in node) return 'SentEmail';
  if ('registerDate' in node || 'url' in node || 'description' in node) return recordTypeOf(node);
  if ('roles' in node) return 'User';
  if ('status' in node) return 'Company';
  return 'Agent';
}
