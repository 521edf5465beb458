// OfferVehicleConnection and its edge: a page of the staff offers screens
// (GET /api/vehicle/getVehiclesOffers) as a connection.
import type {
  OfferVehicleConnectionResolvers,
  OfferVehicleEdgeResolvers,
} from '../__generated__/resolvers-types.ts';
import { sliceConnection, sliceEdge } from '../relay/connection.ts';

export const OfferVehicleConnection: OfferVehicleConnectionResolvers = sliceConnection;

export const OfferVehicleEdge: OfferVehicleEdgeResolvers = sliceEdge;
