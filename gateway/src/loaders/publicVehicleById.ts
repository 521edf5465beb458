// Vehicles of the public inventory by database id, as the api's public list answers the caller
// (prices only to those who may see them, never staff fields): every id asked for during one
// request goes out as ONE call, GET /api/vehicle/public?vehicleId=1,2&resourcesPerPage=n. Not
// primed into vehicleById: for staff the public answer lacks what they may see.
import type DataLoader from 'dataloader';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import type { RestClient } from '../rest/client.ts';
import { createVehicleListByIdLoader } from './vehicleById.ts';

export type PublicVehicleByIdLoader = DataLoader<number, VehicleDto | null>;

export function createPublicVehicleByIdLoader(rest: RestClient): PublicVehicleByIdLoader {
  return createVehicleListByIdLoader(rest, '/api/vehicle/public');
}
