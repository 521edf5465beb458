// Vehicle.missingForSale: what the vehicle still lacks before it may be Ready To Sell, for the
// back office. The api sends the staff view (vehicleCostDetail) to staff only, and the missing
// fields are worked out only for a viewer who sees the back office AND got that view (the public
// list never carries it), else they would list what is merely hidden. The equipment checklist
// and whether the price is published are getters of models/vehicle.ts.
import { rightsOf } from '@canam/domain/permissions';
import { missingForSale } from '@canam/domain/rest/vehicleIntake';
import type { VehicleResolvers } from '../__generated__/resolvers-types.ts';
import { rolesOf } from '../models/viewer.ts';

type VehicleIntakeFields = Pick<VehicleResolvers, 'missingForSale'>;

export const vehicleIntakeFields: VehicleIntakeFields = {
  async missingForSale({ dto }, _args, { loaders, credentials }) {
    if (!credentials.accessToken || !dto.vehicleCostDetail) return [];
    const profile = await loaders.viewerProfile.load();
    if (!rightsOf(rolesOf(profile)).backOfficeVehicles) return [];
    return missingForSale(dto);
  },
};
