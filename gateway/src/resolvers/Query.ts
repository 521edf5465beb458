// Query: the viewer, the catalogue (one REST page per connection), one vehicle by VIN or public
// id, filters, the agents list, node lookup, the back office's vehicle table, the people pages
// and dealer companies.
import { PUBLIC_PAGE_SIZE } from '@canam/domain/constants';
import { rightsOf } from '@canam/domain/permissions';
import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import type { VehiclePageKey } from '../loaders/vehiclePage.ts';
import { connectionFromPage, pageRequestFor } from '../relay/connection.ts';
import type { PageRequest } from '../relay/connection.ts';
import { resolveNode } from '../relay/node.ts';
import { restStatusOf } from '../rest/HttpError.ts';
import { vehicleQueryParams } from './VehicleFilter.ts';
import { rolesOf } from '../models/viewer.ts';
import { accessTokenQueries } from './accessTokenQueries.ts';
import { accountQueries } from './accountQueries.ts';
import { companyQueries } from './companyQueries.ts';
import { offerQueries } from './offerQueries.ts';
import { peopleQueries } from './peopleQueries.ts';
import { vehicleIntakeQueries } from './vehicleIntakeQueries.ts';
import { vehicleTableQueries } from './vehicleTableQueries.ts';
import { vehicleModel, vehicleSlice } from '../models/vehicle.ts';

function pageKey(
  audience: VehiclePageKey['audience'],
  params: VehiclePageKey['params'],
  request: PageRequest,
): VehiclePageKey {
  return {
    audience,
    params: { ...params, resourcesPerPage: String(request.pageSize), page: String(request.page) },
  };
}

export const Query: QueryResolvers = {
  node: (_root, { id }, context) => resolveNode(id, context),
  nodes: (_root, { ids }, context) => Promise.all(ids.map((id) => resolveNode(id, context))),
  // A token the api rejects fails here with UNAUTHENTICATED (a top-level error): the web then
  // drops its stored session. No token at all is a guest.
  viewer: async (_root, _args, { loaders }) => ({ profile: await loaders.viewerProfile.load() }),
  serverTime: () => new Date().toISOString(),
  liveCursor: (_root, _args, { live }) => {
    const head = live?.feed.head();
    return head === null || head === undefined ? null : String(head);
  },
  // A guest (no token) gets the public inventory, as the api's public list serves it.
  async vehicles(_root, { filter, first, after }, { loaders, credentials }) {
    const request = pageRequestFor(first, after);
    const audience = credentials.accessToken ? 'catalogue' : 'public';
    // The cards' viewer fields (offer state, edit right) need the profile: asked beside the page
    // instead of after it, so a busy api queues the two calls together, not one behind the
    // other. A failure is the fields' to report (they await this same call).
    if (credentials.accessToken) loaders.viewerProfile.load().catch(() => {});
    const key = pageKey(audience, vehicleQueryParams(filter), request);
    return vehicleSlice(connectionFromPage(await loaders.vehiclePage.load(key), request));
  },
  async publicVehicles(_root, { filter, first, after }, { loaders }) {
    const request = pageRequestFor(first, after, PUBLIC_PAGE_SIZE);
    const key = pageKey('public', vehicleQueryParams(filter), request);
    return vehicleSlice(connectionFromPage(await loaders.vehiclePage.load(key), request));
  },
  vehicleFilters: (_root, { make, model }, { loaders }) =>
    loaders.vehicleFilters.load({ make: make ?? [], model: model ?? [] }),
  // The detail page's URL is typed by anyone: what cannot be a VIN or stock number is not found.
  vehicleByVin(_root, { vin }, { loaders }) {
    const wanted = vin.trim();
    return wanted && wanted.length <= 64
      ? loaders.vehicleByVin.load(wanted).then(vehicleModel)
      : null;
  },
  publicVehicle: (_root, { databaseId }, { loaders }) =>
    databaseId > 0 ? loaders.publicVehicleById.load(databaseId).then(vehicleModel) : null,
  // Staff only; everyone else gets an empty list without a REST call (and so does a refusal).
  async agents(_root, _args, { loaders }) {
    if (!rightsOf(rolesOf(await loaders.viewerProfile.load())).backOfficeVehicles) return [];
    try {
      return await loaders.agentList.load();
    } catch (error) {
      if (restStatusOf(error) === 403) return [];
      throw error;
    }
  },
  ...accountQueries,
  ...accessTokenQueries,
  ...offerQueries,
  ...vehicleTableQueries,
  ...vehicleIntakeQueries,
  ...peopleQueries,
  ...companyQueries,
};
