// The generated database types: the committed file is what the migrations give, a migration
// that adds a column without regenerating is caught, and CHECK lists become literal unions.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dbTypesOf, staleDbTypes } from './generateDbTypes.ts';
import { checkLiterals } from './introspect.ts';
import { renderDbTypes } from './renderDbTypes.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api } = useTestApi();

describe('database types', () => {
  it('are the committed file for the migrations as they are', async () => {
    const generated = await dbTypesOf(api.database);
    expect(await staleDbTypes(generated)).toBeNull();
    expect(generated).toContain('  offer_price: Numeric;\n');
    expect(generated).toContain('  revoked_at: Timestamp | null;\n');
    expect(generated).toContain("  state: Generated<'open' | 'accepted' | 'closed'>;\n");
    expect(generated).not.toContain('schema_migration');
  });

  it('are stale when a migration adds a column and nobody regenerates them', async () => {
    await sql`ALTER TABLE vehicle ADD COLUMN trim_level text NOT NULL DEFAULT ''`.execute(
      api.database.db,
    );
    await sql`CREATE TABLE vehicle_tag (vehicle_id integer NOT NULL, tags text[])`.execute(
      api.database.db,
    );
    const generated = await dbTypesOf(api.database);
    expect(generated).toContain('  trim_level: Generated<string>;\n');
    expect(generated).toContain('  tags: string[] | null;\n');
    expect(generated).toContain('  vehicle_tag: VehicleTagTable;\n');
    expect(await staleDbTypes(generated)).toMatch(
      /database\.ts is stale: .* Run `npm run generate` and commit it\./,
    );
  });

  it('turns a one-column CHECK (col IN (...)) into literals, and leaves other checks', () => {
    expect(checkLiterals('kind', "CHECK ((kind = ANY (ARRAY['a'::text, 'it''s'::text])))")).toEqual(
      ["'a'", "'it\\'s'"],
    );
    expect(checkLiterals('status', 'CHECK ((status = ANY (ARRAY[0, 1, 2])))')).toEqual([
      '0',
      '1',
      '2',
    ]);
    expect(checkLiterals('miles', 'CHECK ((miles >= 0))')).toBeNull();
    expect(checkLiterals('other', 'CHECK ((status = ANY (ARRAY[0, 1])))')).toBeNull();
  });

  it('refuses a column type it has no TypeScript type for', () => {
    const point = {
      name: 'spot',
      type: 'point',
      isArray: false,
      nullable: false,
      generated: false,
      literals: null,
    };
    expect(() => renderDbTypes([{ name: 'place', columns: [point] }])).toThrow(
      'place.spot: no TypeScript type for PostgreSQL type point',
    );
  });
});
