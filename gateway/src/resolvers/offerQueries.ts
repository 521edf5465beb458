// Query fields of negotiations: a dealer's offer tabs and purchases, the staff offers screens and
// offer notifications. Who may not see a list gets an empty one without a REST call.
import { NOTIFICATIONS_PAGE_SIZE } from '@canam/domain/constants';
import { rightsOf } from '@canam/domain/permissions';
import { receivesOfferNotifications } from '@canam/domain/rest/notifications';
import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import type { OfferVehiclePageKey } from '../loaders/offerVehiclePage.ts';
import { connectionFromPage, pageRequestFor } from '../relay/connection.ts';
import type { PageRequest, PageSlice } from '../relay/connection.ts';
import { databaseIdOf } from '../relay/ids.ts';
import { rolesOf } from '../models/viewer.ts';
import { vehicleSlice } from '../models/vehicle.ts';

type OfferQueries = Pick<
  QueryResolvers,
  'myOfferVehicles' | 'purchases' | 'offerVehicles' | 'offerNotifications'
>;

function empty<T>(request: PageRequest): PageSlice<T> {
  return { items: [], start: request.start, pageSize: request.pageSize, total: 0 };
}

const paging = (request: PageRequest) => ({
  resourcesPerPage: request.pageSize,
  page: request.page,
});

export const offerQueries: OfferQueries = {
  async myOfferVehicles(_root, { status, first, after }, { loaders }) {
    const request = pageRequestFor(first, after);
    const profile = await loaders.viewerProfile.load();
    if (!profile || !rightsOf(rolesOf(profile)).buys) return empty(request);
    const key: OfferVehiclePageKey = {
      source: 'byUser',
      params: { status: status === 'ACTIVE' ? 1 : 0, ...paging(request) },
    };
    return vehicleSlice(connectionFromPage(await loaders.offerVehiclePage.load(key), request));
  },
  async purchases(_root, { first, after }, { loaders }) {
    const request = pageRequestFor(first, after);
    if (!(await loaders.viewerProfile.load())) return empty(request);
    const key: OfferVehiclePageKey = { source: 'purchases', params: paging(request) };
    return vehicleSlice(connectionFromPage(await loaders.offerVehiclePage.load(key), request));
  },
  async offerVehicles(_root, { status, client, agent, first, after }, { loaders }) {
    const request = pageRequestFor(first, after);
    const { negotiates } = rightsOf(rolesOf(await loaders.viewerProfile.load()));
    if (negotiates === 'none') return empty(request);
    const key: OfferVehiclePageKey = {
      source: 'staff',
      params: {
        status: status === 'ACTIVE' ? 1 : 0,
        client: client?.trim() || undefined,
        agent: agent ? (databaseIdOf(agent, 'Agent') ?? undefined) : undefined,
        ...paging(request),
      },
    };
    return vehicleSlice(connectionFromPage(await loaders.offerVehiclePage.load(key), request));
  },
  async offerNotifications(_root, args, { loaders }) {
    const request = pageRequestFor(args.first, args.after, NOTIFICATIONS_PAGE_SIZE);
    if (!receivesOfferNotifications(rolesOf(await loaders.viewerProfile.load()))) {
      return empty(request);
    }
    if (args.kinds?.length === 0) return empty(request);
    const agent = args.agent ? databaseIdOf(args.agent, 'Agent') : null;
    const page = await loaders.offerNotificationPage.load({
      offerTo: agent === null ? undefined : String(agent),
      new: args.unreadOnly ? '1' : undefined,
      counter:
        args.counterOnly === null || args.counterOnly === undefined
          ? undefined
          : args.counterOnly
            ? '1'
            : '0',
      kind: args.kinds ? args.kinds.map((kind) => kind.toLowerCase()).join(',') : undefined,
      resourcesPerPage: String(request.pageSize),
      page: String(request.page),
    });
    return connectionFromPage(page, request);
  },
};
