// The lists of the edit form and the sale modal, and the registry's Vehicle fields, over the fake
// api: staff who edit vehicles get the parts, export locations and buyers (searched as the api
// takes it), anyone else an empty list without the call; missingForSale lists what a vehicle
// lacks to staff only, published is the staff view's.
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.ts';
import { VehicleModel } from '../models/vehicle.ts';
import { toGlobalId } from '../relay/ids.ts';
import { fakeVehicle, PROFILES } from '../testing/fakeApi.ts';
import { DECODED_VIN } from '../testing/fakeVehicleIntakeApi.ts';
import { bearer, postGraphQL } from '../testing/graphql.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';
import { vehicleIntakeFields } from './vehicleIntakeFields.ts';

const { api, gateway } = useFakeStack();

const LISTS = `query($search: String) { vehicleParts { id databaseId name }
  exportLocations { name address link } saleBuyers(search: $search) { id databaseId firstName
  lastName email companyName } }`;
const REGISTER = `mutation($input: RegisterVehicleInput!) {
  registerVehicle(input: $input) { vehicle { id } } }`;
const VEHICLE = `query($vin: String!) { vehicleByVin(vin: $vin) {
  id equipment published missingForSale } }`;

const query = <T>(text: string, variables: object, token: string | null) =>
  postGraphQL<T>(
    gateway.url,
    text,
    variables as Record<string, unknown>,
    token ? bearer(token) : {},
  );

const listPaths = () =>
  api.calls
    .map((call) => `${call.method} ${call.path}`)
    .filter((path) => !path.includes('profile'));

describe('vehicleParts, exportLocations and saleBuyers', () => {
  it('answer staff who edit vehicles from the api', async () => {
    const { data, errors } = await query(LISTS, { search: ' russo ' }, 'agent-token');
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      vehicleParts: [
        { id: toGlobalId('Part', 9), databaseId: 9, name: 'Front' },
        { id: toGlobalId('Part', 10), databaseId: 10, name: 'Rear' },
        { id: toGlobalId('Part', 11), databaseId: 11, name: 'Interior' },
      ],
      exportLocations: [
        { name: 'Champlain', address: null, link: null },
        { name: 'Lacolle', address: null, link: null },
      ],
      saleBuyers: [
        {
          id: toGlobalId('SaleBuyer', 21),
          databaseId: 21,
          firstName: 'Michael',
          lastName: 'Russo',
          email: 'michael@russo.test',
          companyName: 'Russo Motors',
        },
      ],
    });
    expect(listPaths()).toEqual([
      'GET /api/vehicle/part',
      'GET /api/user/listAgentClient',
      'GET /api/user/buyers?search=russo',
    ]);
  });

  it('list every buyer for a blank search', async () => {
    const { data } = await query<{ saleBuyers: unknown[] }>(LISTS, { search: '  ' }, 'admin-token');
    expect(data!.saleBuyers).toHaveLength(2);
    expect(listPaths()).toContain('GET /api/user/buyers');
  });

  it.each([['dealer-token'], [null]])('are empty for %s, without a call', async (token) => {
    const { data, errors } = await query(LISTS, {}, token);
    expect(errors).toBeUndefined();
    expect(data).toEqual({ vehicleParts: [], exportLocations: [], saleBuyers: [] });
    expect(listPaths()).toEqual([]);
  });

  it('refuse a search longer than the api takes, without a call', async () => {
    const { errors } = await query(LISTS, { search: 'x'.repeat(101) }, 'admin-token');
    expect(errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(listPaths()).not.toContain('GET /api/user/buyers');
  });
});

describe('Vehicle.missingForSale, published and equipment', () => {
  type Fields = { vehicleByVin: Record<string, unknown> };

  it('tell staff what a new vehicle lacks, and a dealer nothing of it', async () => {
    await query(REGISTER, { input: { vin: DECODED_VIN } }, 'admin-token');
    const staff = await query<Fields>(VEHICLE, { vin: DECODED_VIN }, 'admin-token');
    expect(staff.data!.vehicleByVin).toEqual({
      id: toGlobalId('Vehicle', 1001),
      equipment: [],
      published: false,
      missingForSale: ['stockNumber', 'location', 'costUsd', 'price', 'color', 'miles'],
    });
    const dealer = await query<Fields>(VEHICLE, { vin: DECODED_VIN }, 'dealer-token');
    expect(dealer.data!.vehicleByVin).toEqual({
      id: toGlobalId('Vehicle', 1001),
      equipment: [],
      published: null,
      missingForSale: [],
    });
  });

  // The gateway's own rule, whatever the api sent: only the back office hears what is missing.
  it('is empty for a viewer outside the back office even with the staff view in hand', async () => {
    const vehicle = new VehicleModel({
      ...fakeVehicle(9),
      vehicleCostDetail: {
        cost: null,
        costUsd: null,
        price: null,
        fx: null,
        reservedPrice: null,
        published: true,
      },
    });
    const contextOf = (token: string) =>
      ({
        credentials: { accessToken: token, marketPlaceId: '1' },
        loaders: { viewerProfile: { load: () => Promise.resolve(PROFILES[token]!) } },
      }) as unknown as GatewayContext;
    const missing = (token: string) =>
      (vehicleIntakeFields.missingForSale as (...args: unknown[]) => Promise<string[]>)(
        vehicle,
        {},
        contextOf(token),
        {},
      );
    expect(await missing('dealer-token')).toEqual([]);
    expect(await missing('admin-token')).toEqual(['costUsd', 'price']);
  });
});
