// VehicleModel: the Vehicle fields that need only the api's record, read as plain properties.
// Every field of the schema's Vehicle is either a resolver or a property of the model: a field
// that is neither would answer null to every caller without an error.
import type { GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createSchema } from '../schema.ts';
import { fakeVehicle } from '../testing/fakeApi.ts';
import { fromGlobalId } from '../relay/ids.ts';
import { VehicleModel, vehicleOfTableRow, vehicleSlice } from './vehicle.ts';

describe('VehicleModel', () => {
  it('is the whole Vehicle type together with its resolvers', () => {
    const type = createSchema().getType('Vehicle') as GraphQLObjectType;
    const unanswered = Object.values(type.getFields())
      .filter((field) => !field.resolve && !(field.name in VehicleModel.prototype))
      .map((field) => field.name);
    expect(unanswered).toEqual([]);
  });

  it('works out the graph fields from the record', () => {
    const vehicle = new VehicleModel({
      ...fakeVehicle(12),
      miles: null,
      vinNumber: { ...fakeVehicle(12).vinNumber, make: '', model: 'Camry', year: 2019 },
      releaseDateRegister: '2026-01-05T10:00:00.000Z',
    });
    expect(fromGlobalId(vehicle.id)).toEqual({ type: 'Vehicle', id: 12 });
    expect(vehicle.databaseId).toBe(12);
    expect(vehicle.title).toBe('2019 Camry');
    // The registry's miles when the list's own are missing.
    expect(vehicle.miles).toBe(120_000);
    // The buyer fee (350.00) and PSI (100.00) on top of the price.
    expect(vehicle.totalPrice).toEqual({ amount: '20462.50', cents: 2_046_250, currency: 'USD' });
    expect(vehicle.cost).toEqual({ amount: '22500.00', cents: 2_250_000, currency: 'CAD' });
    expect(vehicle.publishUntil).toBe('2026-01-08T10:00:00.000Z');
    expect(vehicle.agent).toEqual({ id: 4, firstName: 'Agent', lastName: 'Smith' });
    // A part photo and an external image with the same database id stay apart.
    const [part, external] = vehicle.photos;
    expect(part!.id).not.toBe(external!.id);
    expect([part!.partName, external!.external]).toEqual(['Front', true]);
  });

  it('answers null where the record has nothing', () => {
    const vehicle = new VehicleModel({
      ...fakeVehicle(3),
      price: null,
      releaseDateRegister: null,
      vehicleFlags: null,
    });
    expect([vehicle.price, vehicle.totalPrice, vehicle.publishUntil]).toEqual([null, null, null]);
    expect(vehicle.workOrder).toBeNull();
  });

  it('keeps a table row’s record counts, and a slice wraps each vehicle', () => {
    const row = { ...fakeVehicle(7), totalChecks: 2, totalConditionalReports: 0, totalNotes: 5 };
    expect(vehicleOfTableRow(row).counts).toEqual({
      totalChecks: 2,
      totalConditionalReports: 0,
      totalNotes: 5,
    });
    const slice = vehicleSlice({ items: [fakeVehicle(1)], start: 0, pageSize: 1, total: 1 });
    expect(slice.items[0]).toBeInstanceOf(VehicleModel);
    expect(slice.items[0]!.counts).toEqual({});
  });
});
