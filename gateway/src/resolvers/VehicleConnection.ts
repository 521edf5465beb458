// VehicleConnection and VehicleEdge: one REST page (models.ts VehiclePageModel) as a connection.
import type {
  VehicleConnectionResolvers,
  VehicleEdgeResolvers,
} from '../__generated__/resolvers-types.ts';
import { sliceConnection, sliceEdge } from '../relay/connection.ts';

export const VehicleConnection: VehicleConnectionResolvers = sliceConnection;

export const VehicleEdge: VehicleEdgeResolvers = sliceEdge;
