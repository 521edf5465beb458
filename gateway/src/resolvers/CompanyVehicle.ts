// CompanyVehicle (a row of the client vehicles table, ClientVehicleRowDto), its last offer and
// its connection. The row's vehicle comes through the vehicleById loader, as the viewer may see
// it (one call for the page's vehicles); a row whose vehicle the viewer may no longer see (moved
// back to Draft, deleted) is left out of the edges rather than failing the page.
import { GraphQLError } from 'graphql';
import type { ClientVehicleState } from '@canam/domain/rest/clientVehicles';
import type {
  CompanyVehicleConnectionResolvers,
  CompanyVehicleEdgeResolvers,
  CompanyVehicleOfferResolvers,
  CompanyVehicleResolvers,
  CompanyVehicleState,
} from '../__generated__/resolvers-types.ts';
import { edgesOf, sliceConnection, sliceEdge } from '../relay/connection.ts';
import { toMoney } from '../models/money.ts';
import { VehicleModel } from '../models/vehicle.ts';

export const COMPANY_VEHICLE_STATES: Record<ClientVehicleState, CompanyVehicleState> = {
  waiting: 'WAITING',
  offered: 'OFFERED',
  expired: 'EXPIRED',
  purchased: 'PURCHASED',
};

export const CompanyVehicle: CompanyVehicleResolvers = {
  async vehicle(row, _args, { loaders }) {
    const vehicle = await loaders.vehicleById.load(row.vehicleId);
    if (!vehicle)
      throw new GraphQLError('Vehicle not found', { extensions: { code: 'NOT_FOUND' } });
    return new VehicleModel(vehicle);
  },
  user: (row) => row.user,
  state: (row) => COMPANY_VEHICLE_STATES[row.state],
  lastOffer: (row) => row.lastOffer,
  expiresAt: (row) => row.expiresAt,
  salePrice: (row) => toMoney(row.salePrice),
  purchaseDate: (row) => row.purchaseDate,
  updatedAt: (row) => row.updatedAt,
};

export const CompanyVehicleOffer: CompanyVehicleOfferResolvers = {
  side: (offer) => (offer.side === 'client' ? 'DEALER' : 'PROVIDER'),
  price: (offer) => toMoney(offer.offerPrice)!,
  createdAt: (offer) => offer.registerDate,
};

export const CompanyVehicleConnection: CompanyVehicleConnectionResolvers = {
  ...sliceConnection,
  // Cursors stay the rows' offsets in the api's list, so paging is unchanged by a row left out.
  async edges(slice, _args, { loaders }) {
    const edges = edgesOf(slice);
    const vehicles = await Promise.all(
      edges.map((edge) => loaders.vehicleById.load(edge.node.vehicleId)),
    );
    return edges.filter((_edge, index) => vehicles[index] !== null);
  },
};

export const CompanyVehicleEdge: CompanyVehicleEdgeResolvers = sliceEdge;
