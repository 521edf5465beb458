// GET /api/vehicle/getFiltersCanam: the makes of the vehicles the caller may see, the models of
// the chosen makes and the trims of the chosen makes and models.
import type { VehicleFiltersDto } from '@canam/domain/rest/vehicle';
import type { Db } from '../db/database.ts';
import type { Audience } from './audience.ts';

type Column = 'make' | 'model' | 'trim';

async function distinct(
  db: Db,
  audience: Audience,
  column: Column,
  narrow: { make: string[]; model: string[] },
): Promise<string[]> {
  let query = db
    .selectFrom('vehicle as v')
    .innerJoin('vin_number as n', 'n.id', 'v.vin_number_id')
    .select(`n.${column} as value`)
    .distinct()
    .where('v.status', 'in', audience.statuses as never[])
    .where(`n.${column}`, 'is not', null)
    .orderBy('value');
  const lower = (values: string[]) => values.map((value) => value.toLowerCase());
  if (narrow.make.length)
    query = query.where((eb) => eb(eb.fn('lower', ['n.make']), 'in', lower(narrow.make)));
  if (narrow.model.length)
    query = query.where((eb) => eb(eb.fn('lower', ['n.model']), 'in', lower(narrow.model)));
  return (await query.execute()).map((row) => String(row.value));
}

export async function loadFilterOptions(
  db: Db,
  audience: Audience,
  make: string[],
  model: string[],
): Promise<VehicleFiltersDto> {
  const [makes, models, trims] = await Promise.all([
    distinct(db, audience, 'make', { make: [], model: [] }),
    distinct(db, audience, 'model', { make, model: [] }),
    make.length || model.length ? distinct(db, audience, 'trim', { make, model }) : [],
  ]);
  return { makes, models, trims };
}
