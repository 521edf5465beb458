// Vehicle fields of this issue (publicId, totalPrice) and the single-vehicle queries (vehicleByVin,
// publicVehicle) against the real schema over the fake api, counting REST calls.
import { describe, expect, it } from 'vitest';
import { bearer, postGraphQL } from '../testing/graphql.ts';
import { toGlobalId } from '../relay/ids.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

interface Detail {
  databaseId: number;
  publicId: string;
  vin: string;
  price: { amount: string } | null;
  totalPrice: { amount: string; cents: number; currency: string } | null;
}

const DETAIL = `databaseId publicId vin price { amount } totalPrice { amount cents currency }`;

const paths = () => api.calls.map((call) => `${call.method} ${call.path}`);

describe('publicId and totalPrice', () => {
  const vehicle12 = (token: string) =>
    postGraphQL<{ node: Detail }>(
      gateway.url,
      `query($id: ID!) { node(id: $id) { ... on Vehicle { ${DETAIL} } } }`,
      { id: toGlobalId('Vehicle', 12) },
      bearer(token),
    );
  it('gives the base64 of the database id and the price with buyer fee and PSI', async () => {
    const { data, errors } = await vehicle12('dealer-token');
    expect(errors).toBeUndefined();
    expect(data!.node).toMatchObject({
      databaseId: 12,
      publicId: 'MTI=',
      price: { amount: '20012.50' },
      // 20012.50 + 350.00 + 100.00
      totalPrice: { amount: '20462.50', cents: 2_046_250, currency: 'USD' },
    });
    expect(atob(data!.node.publicId)).toBe('12');
  });

  it('has no total where the price is hidden', async () => {
    const { data } = await vehicle12('pending-token');
    expect(data!.node).toMatchObject({ price: null, totalPrice: null, publicId: 'MTI=' });
  });
});

describe('vehicleByVin', () => {
  const BY_VIN = `query($vin: String!) { vehicleByVin(vin: $vin) { id ${DETAIL} } }`;

  it('asks the catalogue for one vehicle by VIN, as the viewer may see it', async () => {
    const { data, errors } = await postGraphQL<{ vehicleByVin: Detail }>(
      gateway.url,
      BY_VIN,
      { vin: 'vin00000000000007' },
      bearer('dealer-token'),
    );
    expect(errors).toBeUndefined();
    expect(data!.vehicleByVin).toMatchObject({
      databaseId: 7,
      vin: 'VIN00000000000007',
      price: { amount: '20007.50' },
    });
    expect(paths()).toEqual(['GET /api/vehicle?vinNumber=vin00000000000007&resourcesPerPage=1']);
  });

  it('finds a vehicle by stock number too, and a guest sees no price', async () => {
    const { data } = await postGraphQL<{ vehicleByVin: Detail }>(gateway.url, BY_VIN, {
      vin: 'S9',
    });
    expect(data!.vehicleByVin).toMatchObject({ databaseId: 9, price: null, totalPrice: null });
  });

  it('is null for an unknown VIN, and for a blank or overlong one without a call', async () => {
    const unknown = await postGraphQL(gateway.url, BY_VIN, { vin: 'NOPE' });
    expect(unknown).toEqual({ data: { vehicleByVin: null } });
    api.reset();
    const blank = await postGraphQL(gateway.url, BY_VIN, { vin: '  ' });
    expect(blank).toEqual({ data: { vehicleByVin: null } });
    const garbage = await postGraphQL(gateway.url, BY_VIN, { vin: 'x'.repeat(300) });
    expect(garbage).toEqual({ data: { vehicleByVin: null } });
    expect(api.calls).toHaveLength(0);
  });

  it('asks once for the same VIN in any case within a request', async () => {
    const { data } = await postGraphQL<Record<string, { id: string }>>(
      gateway.url,
      `{ a: vehicleByVin(vin: "VIN00000000000003") { id }
         b: vehicleByVin(vin: " vin00000000000003 ") { id } }`,
      {},
      bearer('admin-token'),
    );
    expect(data!.a!.id).toBe(toGlobalId('Vehicle', 3));
    expect(data!.b!.id).toBe(toGlobalId('Vehicle', 3));
    expect(api.calls.filter((call) => call.path.startsWith('/api/vehicle'))).toHaveLength(1);
  });
});

describe('publicVehicle', () => {
  it('batches the asked ids into one public call, null for a missing one', async () => {
    const { data, errors } = await postGraphQL<Record<string, Detail | null>>(
      gateway.url,
      `{ a: publicVehicle(databaseId: 4) { ${DETAIL} }
         b: publicVehicle(databaseId: 999) { ${DETAIL} }
         c: publicVehicle(databaseId: 6) { ${DETAIL} } }`,
      {},
      bearer('admin-token'),
    );
    expect(errors).toBeUndefined();
    // As the api answers the caller: an admin may see prices.
    expect(data!.a).toMatchObject({
      databaseId: 4,
      publicId: 'NA==',
      price: { amount: '20004.50' },
    });
    expect(data!.b).toBeNull();
    expect(data!.c).toMatchObject({ databaseId: 6 });
    expect(paths()).toEqual(['GET /api/vehicle/public?vehicleId=4%2C999%2C6&resourcesPerPage=3']);
  });

  it('is null for a database id below 1 without a call', async () => {
    const { data } = await postGraphQL(gateway.url, '{ publicVehicle(databaseId: 0) { id } }');
    expect(data).toEqual({ publicVehicle: null });
    expect(api.calls).toHaveLength(0);
  });
});
