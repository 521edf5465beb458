// The dashboard's URL: /superAdmin/vehicles/dashboard?vin={VIN}&section=checks&page=2. The VIN
// picks the vehicle, the section the list shown (checks by default), the page that list's page;
// anything malformed falls back to its default rather than failing the page.
import { z } from 'zod';
import { MAX_PAGE } from '@canam/domain/rest/ids';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';

export const VEHICLE_TABLE_PATH = '/superAdmin/vehicles/table';
export const DASHBOARD_PATH = '/superAdmin/vehicles/dashboard';

/** The section names of the URL and the kind of record each one lists. */
const SECTIONS = {
  checks: 'check',
  'condition-reports': 'conditionalReport',
  notes: 'note',
} as const satisfies Record<string, VehicleRecordKind>;
type Section = keyof typeof SECTIONS;

const searchSchema = z.object({
  vin: z.string().trim().max(64).catch(''),
  section: z.enum(Object.keys(SECTIONS) as [Section, ...Section[]]).catch('checks'),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
});

export interface DashboardSearch {
  vin: string;
  kind: VehicleRecordKind;
  page: number;
}

export function parseDashboardSearch(params: URLSearchParams): DashboardSearch {
  const { vin, section, page } = searchSchema.parse({
    vin: params.get('vin') ?? '',
    section: params.get('section') ?? undefined,
    page: params.get('page') ?? undefined,
  });
  return { vin, kind: SECTIONS[section], page };
}

/** The dashboard of a vehicle at a section's first page (checks: no section in the URL). */
export function dashboardPath(vin: string, kind: VehicleRecordKind = 'check'): string {
  const params = new URLSearchParams({ vin });
  const section = (Object.keys(SECTIONS) as Section[]).find((name) => SECTIONS[name] === kind);
  if (kind !== 'check' && section) params.set('section', section);
  return `${DASHBOARD_PATH}?${params.toString()}`;
}

/** The registration screen of a vehicle (admin.vehicles.registry.general). */
export function registryPath(vin: string): string {
  return `/admin/vehicles/registry/${encodeURIComponent(vin)}`;
}
