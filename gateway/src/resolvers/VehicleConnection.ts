// VehicleConnection and VehicleEdge: one REST page (models.ts VehiclePageModel) as a connection.
import type {
  VehicleConnectionResolvers,
  VehicleEdgeResolvers,
} from '../__generated__/resolvers-types.ts';
import { edgesOf, pageCursorsOf, pageInfoOf } from '../relay/connection.ts';

export const VehicleConnection: VehicleConnectionResolvers = {
  edges: (slice) => edgesOf(slice),
  pageInfo: (slice) => pageInfoOf(slice),
  totalCount: (slice) => slice.total,
  pageCursors: (slice) => pageCursorsOf(slice),
};

export const VehicleEdge: VehicleEdgeResolvers = {
  cursor: (edge) => edge.cursor,
  node: (edge) => edge.node,
};
