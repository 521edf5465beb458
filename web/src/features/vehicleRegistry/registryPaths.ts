// Where a registered VIN is edited: the admins' registry step 1, or an agent's edit route
// (specification 001, vehicle registry steps).
import { rightsOf } from '@canam/domain/permissions';
import type { RoleName } from '@canam/domain/roles';

export const REGISTRY_PATH = '/admin/vehicles/registry';

export function registeredVehiclePath(roles: readonly string[], vin: string): string {
  const everyVehicle = rightsOf(roles as readonly RoleName[]).editsVehicles === 'all';
  const base = everyVehicle ? REGISTRY_PATH : '/agent/vehicles/registry';
  return `${base}/${encodeURIComponent(vin)}`;
}
