// The description check: schema.graphql describes every type, field, argument, input field and
// enum value, and the check names exactly the coordinates that lack a description.
import { describe, expect, it } from 'vitest';
import { currentSdl, schemaOf } from './contract.ts';
import { undescribedCoordinates } from './undescribed.ts';

describe('schema descriptions', () => {
  it('schema.graphql describes every type, field, argument, input field and enum value', () => {
    const missing = undescribedCoordinates(schemaOf(currentSdl()));
    expect(missing, 'coordinates of schema.graphql without a """description"""').toEqual([]);
  });

  it('names every coordinate without a description, and nothing described', () => {
    const sdl = `
      "Entry points."
      type Query {
        "A described field."
        vehicle("A described argument." vin: String!, first: Int): Vehicle
        count: Int!
      }
      type Vehicle { "The VIN." vin: String! }
      "Filters."
      input VehicleFilter { "Make text." make: String, year: Int }
      "States."
      enum State { "On sale." OPEN, SOLD }
      scalar Cents
      "Described interface."
      interface Priced { price: Cents }
      directive @cost(weight: Int) on FIELD_DEFINITION
    `;
    expect(undescribedCoordinates(schemaOf(sdl))).toEqual([
      'Query.vehicle(first:)',
      'Query.count',
      'Vehicle',
      'VehicleFilter.year',
      'State.SOLD',
      'Cents',
      'Priced.price',
      '@cost',
      '@cost(weight:)',
    ]);
  });

  it('finds nothing missing in a fully described schema, built-in types and directives aside', () => {
    const sdl = `
      "Entry points."
      type Query { "Whether it works." ok(
        "Echo." echo: String @deprecated(reason: "gone")
      ): Boolean @deprecated }
    `;
    expect(undescribedCoordinates(schemaOf(sdl))).toEqual([]);
  });
});
