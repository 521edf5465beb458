// OfferVehicleConnection and its edge: a page of the staff offers screens
// (GET /api/vehicle/getVehiclesOffers) as a connection.
import type {
  OfferVehicleConnectionResolvers,
  OfferVehicleEdgeResolvers,
} from '../__generated__/resolvers-types.ts';
import { edgesOf, pageCursorsOf, pageInfoOf } from '../relay/connection.ts';

export const OfferVehicleConnection: OfferVehicleConnectionResolvers = {
  edges: (slice) => edgesOf(slice),
  pageInfo: (slice) => pageInfoOf(slice),
  totalCount: (slice) => slice.total,
  pageCursors: (slice) => pageCursorsOf(slice),
};

export const OfferVehicleEdge: OfferVehicleEdgeResolvers = {
  cursor: (edge) => edge.cursor,
  node: (edge) => edge.node,
};
