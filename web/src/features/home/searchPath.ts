// Where the home page's Search goes: guests (and reviewers, who have no vehicle list) to the
// public inventory, everyone else to the list of their first role, with the chosen make and
// model as the `make` and `model` query parameters the catalogue reads.
import { homeRouteFor, type RoleName } from '@canam/domain/roles';
import { INVENTORY_PATH } from '../../components/navLinks.ts';

const VEHICLE_LISTS = [
  '/admin/vehicles/list',
  '/agent/vehicles/list',
  '/buyer/car-list',
  '/buyer/buyer-car-list',
];

export interface SearchChoice {
  make: string;
  model: string;
}

export function searchPathFor(roles: readonly string[], { make, model }: SearchChoice): string {
  const home = homeRouteFor(roles as readonly RoleName[]);
  const list = VEHICLE_LISTS.includes(home) ? home : INVENTORY_PATH;
  const params = new URLSearchParams();
  if (make) params.set('make', make);
  if (model) params.set('model', model);
  const query = params.toString();
  return query ? `${list}?${query}` : list;
}
