// The offer tabs and screens as vehicle pages: GET /api/vehicle/getOffersByUser (a dealer's
// active or expired offers), GET /api/vehicle/getVehiclesOffers (staff) and GET /api/vehiclesSales
// (purchases). Vehicles come from the catalogue, so every field follows the same visibility.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_PAGE_SIZE } from '@canam/domain/constants';
import { errorResponses, type Paged } from '@canam/domain/rest/paged';
import { type VehicleDto, vehiclePage, vehicleQuery } from '@canam/domain/rest/vehicle';
import { offerListQuery, purchasesQuery } from '@canam/domain/rest/offers';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/database.ts';
import {
  listedStatus,
  purchasedVehicleIds,
  vehicleIdsWithOffers,
} from '../../offers/offerLists.ts';
import { requireViewer } from '../../plugins/authentication.ts';
import { audienceOf } from '../../vehicles/audience.ts';
import { listVehicles } from '../../vehicles/catalogue.ts';

async function pageOf(
  db: Db,
  viewer: Viewer,
  ids: number[],
  paging: { resourcesPerPage?: number; page?: number },
): Promise<Paged<VehicleDto>> {
  const perPage = paging.resourcesPerPage ?? CATALOGUE_PAGE_SIZE;
  const page = paging.page ?? 1;
  const slice = ids.slice((page - 1) * perPage, page * perPage);
  if (!slice.length) return { data: [], currentPage: page, total: ids.length, perPage };
  const query = vehicleQuery.parse({
    vehicleId: slice.join(','),
    fullInventory: '1',
    resourcesPerPage: String(slice.length),
  });
  const vehicles = await listVehicles(db, audienceOf(viewer), query, perPage);
  const byId = new Map(vehicles.data.map((vehicle) => [vehicle.id, vehicle]));
  const data = slice.flatMap((id) => byId.get(id) ?? []);
  return { data, currentPage: page, total: ids.length, perPage };
}

export const offerListRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { 200: vehiclePage, ...errorResponses };

  app.get(
    '/api/vehicle/getOffersByUser',
    {
      schema: {
        tags: ['offers'],
        summary: "The vehicles of the dealer's active (status 1) or expired (status 0) offers",
        querystring: offerListQuery,
        response,
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const ids = await vehicleIdsWithOffers(app.db, viewer, {
        status: listedStatus(request.query.status),
        vehicleId: request.query.vehicleId,
      });
      return pageOf(app.db, viewer, ids, request.query);
    },
  );

  app.get(
    '/api/vehicle/getVehiclesOffers',
    {
      schema: {
        tags: ['offers'],
        summary: 'Staff: vehicles with active (1) or expired (0) negotiations',
        querystring: offerListQuery,
        response,
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { status, vehicleId, client, agent } = request.query;
      const ids = await vehicleIdsWithOffers(app.db, viewer, {
        status: listedStatus(status),
        vehicleId,
        client,
        agent,
      });
      return pageOf(app.db, viewer, ids, request.query);
    },
  );

  app.get(
    '/api/vehiclesSales',
    {
      schema: {
        tags: ['offers'],
        summary: "A dealer's purchases (staff: every sale), newest first",
        querystring: purchasesQuery,
        response,
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return pageOf(app.db, viewer, await purchasedVehicleIds(app.db, viewer), request.query);
    },
  );
};
