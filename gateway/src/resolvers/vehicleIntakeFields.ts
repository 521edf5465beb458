// Vehicle fields of the registry: the equipment checklist, whether the price is published, and
// what the vehicle still lacks before it may be Ready To Sell. published and missingForSale are
// the back office's: the api sends the staff view (vehicleCostDetail) to staff only, and the
// missing fields are worked out only for a viewer who sees the back office AND got that view (the
// public list never carries it), else they would list what is merely hidden.
import { rightsOf } from '@canam/domain/permissions';
import { missingForSale } from '@canam/domain/rest/vehicleIntake';
import type { VehicleResolvers } from '../__generated__/resolvers-types.ts';
import { rolesOf } from '../models/viewer.ts';

type VehicleIntakeFields = Pick<VehicleResolvers, 'equipment' | 'published' | 'missingForSale'>;

export const vehicleIntakeFields: VehicleIntakeFields = {
  equipment: (vehicle) => vehicle.equipment ?? [],
  published: (vehicle) => vehicle.vehicleCostDetail?.published ?? null,
  async missingForSale(vehicle, _args, { loaders, credentials }) {
    if (!credentials.accessToken || !vehicle.vehicleCostDetail) return [];
    const profile = await loaders.viewerProfile.load();
    if (!rightsOf(rolesOf(profile)).backOfficeVehicles) return [];
    return missingForSale(vehicle);
  },
};
