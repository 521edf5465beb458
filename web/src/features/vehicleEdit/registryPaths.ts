// Where the registry's screens lead, for admins (/admin/...) and agents (/agent/...): the same
// screens live under both areas, and the area is the first part of the path.

export type RegistryArea = 'admin' | 'agent';

export function registryArea(pathname: string): RegistryArea {
  return pathname.startsWith('/agent/') ? 'agent' : 'admin';
}

const encoded = (vin: string) => encodeURIComponent(vin);

export const registryPaths = {
  /** Step 1 (and step 2 with ?step=2): admin.vehicles.registry.general, agent.vehicles.edit.general. */
  edit: (area: RegistryArea, vin: string) => `/${area}/vehicles/registry/${encoded(vin)}`,
  equipment: (area: RegistryArea, vin: string) =>
    `/${area}/vehicles/registry/${encoded(vin)}?step=2`,
  uploaded: (area: RegistryArea, vin: string) =>
    `/${area}/vehicles/registry/${encoded(vin)}/uploaded`,
  list: (area: RegistryArea) => `/${area}/vehicles/list`,
  /** Where a vehicle that cannot be edited sends the user: the VIN screen, or an agent's list. */
  leave: (area: RegistryArea) =>
    area === 'admin' ? '/admin/vehicles/registry' : '/agent/vehicles/list',
};

/** The step of the edit screen a URL asks for: 2 with ?step=2, else 1. */
export function editStep(search: URLSearchParams): 1 | 2 {
  return search.get('step') === '2' ? 2 : 1;
}
