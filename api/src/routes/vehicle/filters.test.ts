// GET /api/vehicle/getFiltersCanam: makes, models narrowed by make, trims by make and model.
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api } = useTestApi();

const filters = async (query = '') =>
  (await api.app.inject({ url: `/api/vehicle/getFiltersCanam${query}` })).json() as {
    makes: string[];
    models: string[];
    trims: string[];
  };

describe('GET /api/vehicle/getFiltersCanam', () => {
  it('lists distinct sorted makes and every model without a make', async () => {
    const { makes, models, trims } = await filters();
    expect(makes.length).toBeGreaterThan(3);
    expect(makes).toEqual([...new Set(makes)].sort());
    expect(models.length).toBeGreaterThan(makes.length - 1);
    expect(trims).toEqual([]);
  });

  it('narrows models by make and trims by make and model', async () => {
    const { makes } = await filters();
    const make = makes[0]!;
    const narrowed = await filters(`?make=${encodeURIComponent(make)}`);
    const everything = await filters();
    expect(narrowed.models.length).toBeGreaterThan(0);
    expect(narrowed.models.length).toBeLessThan(everything.models.length);
    const model = narrowed.models[0]!;
    const trims = await filters(
      `?make=${encodeURIComponent(make)}&model=${encodeURIComponent(model)}`,
    );
    expect(trims.trims.length).toBeGreaterThan(0);
    const rows = await api.database.db
      .selectFrom('vin_number')
      .select('trim')
      .distinct()
      .where('make', '=', make)
      .where('model', '=', model)
      .execute();
    for (const trim of trims.trims) expect(rows.map((r) => r.trim)).toContain(trim);
  });
});
