// The registry's and the edit screen's mutations over the fake api: each sends the REST request
// the contract names (method, path, body with the api's field names), answers the vehicle as it
// is after the change with the same global id the other queries give it, and passes the api's
// refusals of the input on as userErrors on the input's own field names, with the api's texts and
// codes; a guest is UNAUTHENTICATED without a call, anyone the api refuses (a dealer, an agent on
// another agent's vehicle) FORBIDDEN.
import { describe, expect, it } from 'vitest';
import { INTAKE_MESSAGES } from '@canam/domain/rest/vehicleIntake';
import { FIND_VEHICLE_MESSAGES } from '@canam/domain/rest/vehicleLookup';
import { vinProblem } from '@canam/domain/vin';
import { toGlobalId } from '../relay/ids.ts';
import { DECODED_VIN } from '../testing/fakeVehicleIntakeApi.ts';
import { bearer, postGraphQL } from '../testing/graphql.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

const ERRORS = 'userErrors { field message code }';
const VEHICLE = `vehicle { id databaseId vin status title stockNumber price { amount } published
  reservedPrice { amount } equipment missingForSale agent { id } viewerCanEdit
  sale { salePrice { amount } receivedPrice { amount } buyer { firstName lastName } } }`;
const REGISTER = `mutation($input: RegisterVehicleInput!) { registerVehicle(input: $input) {
  created decoded ${VEHICLE} ${ERRORS} } }`;
const UPDATE = `mutation($input: UpdateVehicleInput!) { updateVehicle(input: $input) {
  ${VEHICLE} ${ERRORS} } }`;
const SET_STATUS = `mutation($input: SetVehicleStatusInput!) { setVehicleStatus(input: $input) {
  vehicle { id status } ${ERRORS} } }`;
const DELETE = `mutation($input: DeleteVehicleInput!) { deleteVehicle(input: $input) {
  vehicle { id status viewerCanEdit } ${ERRORS} } }`;
const SELL = `mutation($input: SellVehicleInput!) { sellVehicle(input: $input) {
  ${VEHICLE} ${ERRORS} } }`;
const PRICE = `mutation($input: SaveVehiclePriceInput!) { saveVehiclePrice(input: $input) {
  ${VEHICLE} ${ERRORS} } }`;
const RECEIVED = `mutation($input: SaveReceivedPriceInput!) { saveReceivedPrice(input: $input) {
  ${VEHICLE} ${ERRORS} } }`;

type UserErrors = { field: string | null; message: string; code: string }[];
interface Payload {
  vehicle: Record<string, unknown> | null;
  userErrors: UserErrors;
  created?: boolean;
}
type Answer = Record<string, Payload>;

function mutate<T = Answer>(query: string, input: object, token: string | null = 'admin-token') {
  return postGraphQL<T>(gateway.url, query, { input }, token ? bearer(token) : {});
}

/** The one payload of a mutation answer, which must have no top-level errors. */
async function payload(query: string, input: object, token?: string | null) {
  const { data, errors } = await mutate(query, input, token);
  expect(errors).toBeUndefined();
  return Object.values(data!)[0]!;
}

const requests = () =>
  api.calls.map((call): [string, string, unknown] => [call.method, call.path, call.body]);
const vehicleId = (id: number) => toGlobalId('Vehicle', id);

async function registered(): Promise<string> {
  const answer = await payload(REGISTER, { vin: DECODED_VIN });
  api.calls.splice(0);
  return answer.vehicle!.id as string;
}

describe('registerVehicle', () => {
  it('registers a new Draft vehicle and answers it whole from the api, in one call', async () => {
    const answer = await payload(REGISTER, { vin: ' 1hgcm8-2633a004352 ' });
    expect(answer).toEqual({
      created: true,
      decoded: true,
      vehicle: expect.objectContaining({
        id: vehicleId(1001),
        databaseId: 1001,
        vin: DECODED_VIN,
        status: 'Draft',
        title: '2003 Honda Accord',
        equipment: [],
        published: false,
        missingForSale: ['stockNumber', 'location', 'costUsd', 'price', 'color', 'miles'],
        agent: { id: toGlobalId('Agent', 1) },
        viewerCanEdit: true,
      }),
      userErrors: [],
    });
    expect(requests()).toEqual([
      ['POST', '/api/vehicle', { vinNumber: ' 1hgcm8-2633a004352 ' }],
      ['GET', '/api/user/profile', undefined],
    ]);
  });

  it('answers the vehicle of a VIN already registered (created false), the same node', async () => {
    const first = await payload(REGISTER, { vin: DECODED_VIN });
    const again = await payload(REGISTER, { vin: DECODED_VIN.toLowerCase() });
    expect(again.created).toBe(false);
    expect(again.vehicle!.id).toBe(first.vehicle!.id);
  });

  it("puts the api's refusal of an invalid VIN on vin, with its reason", async () => {
    const vin = '1HGCM82633A004353';
    const answer = await payload(REGISTER, { vin });
    expect(answer).toEqual({
      created: false,
      decoded: false,
      vehicle: null,
      userErrors: [{ field: 'vin', message: vinProblem(vin), code: 'INVALID_INPUT' }],
    });
  });

  it.each([
    [null, 'UNAUTHENTICATED', 0],
    ['unknown-token', 'UNAUTHENTICATED', 1],
    ['dealer-token', 'FORBIDDEN', 1],
  ])('refuses %s with %s (%i calls)', async (token, code, calls) => {
    const { data, errors } = await mutate(REGISTER, { vin: DECODED_VIN }, token);
    expect(data).toBeNull();
    expect(errors?.map((error) => error.extensions?.code)).toEqual([code]);
    expect(api.calls).toHaveLength(calls);
  });
});

describe('updateVehicle', () => {
  it('sends only the fields given, the agent as its user id, and answers the vehicle', async () => {
    const id = await registered();
    const answer = await payload(UPDATE, {
      vehicleId: id,
      stockNumber: 'CA-1',
      agentId: toGlobalId('Agent', 8),
      price: '25000',
      trim: null,
      equipment: ['sunroof', 'airConditioning'],
    });
    expect(answer.userErrors).toEqual([]);
    expect(answer.vehicle).toMatchObject({
      id,
      stockNumber: 'CA-1',
      price: { amount: '25000.00' },
      agent: { id: toGlobalId('Agent', 8) },
      equipment: ['airConditioning', 'sunroof'],
      missingForSale: ['location', 'costUsd', 'color', 'miles'],
    });
    expect(requests()).toEqual([
      [
        'POST',
        '/api/vehicle/update',
        {
          id: 1001,
          vehicle: {
            stockNumber: 'CA-1',
            userId: 8,
            price: '25000',
            trim: null,
            equipment: ['sunroof', 'airConditioning'],
          },
        },
      ],
      ['GET', '/api/user/profile', undefined],
    ]);
  });

  it.each([
    [{ price: '0' }, 'price', INTAKE_MESSAGES.invalid, 'INVALID_INPUT'],
    [{ miles: 0 }, 'miles', INTAKE_MESSAGES.invalid, 'INVALID_INPUT'],
    [{ crUrl: 'ab' }, 'crUrl', INTAKE_MESSAGES.invalid, 'INVALID_INPUT'],
    [{ agentId: toGlobalId('Agent', 3) }, 'agentId', 'No active agent', 'INVALID_INPUT'],
    [{ stockNumber: 'S7' }, 'stockNumber', INTAKE_MESSAGES.stockNumberTaken, 'STOCK_NUMBER_TAKEN'],
  ])('puts the refusal of %o on %s', async (change, field, message, code) => {
    const answer = await payload(UPDATE, { vehicleId: vehicleId(1), ...change });
    expect(answer).toEqual({ vehicle: null, userErrors: [{ field, message, code }] });
  });

  it('refuses a deleted vehicle and an unknown one, and a non-vehicle id without a call', async () => {
    expect((await payload(UPDATE, { vehicleId: vehicleId(5), color: 'Red' })).userErrors).toEqual([
      { field: null, message: INTAKE_MESSAGES.deleted, code: 'VEHICLE_DELETED' },
    ]);
    expect((await payload(UPDATE, { vehicleId: vehicleId(999), color: 'Red' })).userErrors).toEqual(
      [{ field: 'vehicleId', message: FIND_VEHICLE_MESSAGES.notFound, code: 'VEHICLE_NOT_FOUND' }],
    );
    api.reset();
    const wrong = await payload(UPDATE, { vehicleId: toGlobalId('Agent', 1), color: 'Red' });
    expect(wrong.userErrors).toEqual([
      { field: 'vehicleId', message: 'Vehicle not found', code: 'NOT_FOUND' },
    ]);
    const agent = await payload(UPDATE, { vehicleId: vehicleId(1), agentId: vehicleId(8) });
    expect(agent.userErrors).toEqual([
      { field: 'agentId', message: 'Agent not found', code: 'NOT_FOUND' },
    ]);
    expect(api.calls).toEqual([]);
  });

  it("lets an agent edit its own vehicle but not another agent's (FORBIDDEN)", async () => {
    const own = await payload(UPDATE, { vehicleId: vehicleId(1), color: 'Red' }, 'agent-token');
    expect(own.userErrors).toEqual([]);
    api.vehicles[9]!.usersId = 8;
    const { data, errors } = await mutate(
      UPDATE,
      { vehicleId: vehicleId(10), color: 'Red' },
      'agent-token',
    );
    expect(data).toBeNull();
    expect(errors).toMatchObject([
      { message: INTAKE_MESSAGES.notOwner, extensions: { code: 'FORBIDDEN' } },
    ]);
  });
});

describe('setVehicleStatus and deleteVehicle', () => {
  it('set the status through vehicle/update and answer the vehicle', async () => {
    const draft = await payload(SET_STATUS, { vehicleId: vehicleId(1), status: 'Draft' });
    expect(draft).toEqual({ vehicle: { id: vehicleId(1), status: 'Draft' }, userErrors: [] });
    const deleted = await payload(DELETE, { vehicleId: vehicleId(2) });
    expect(deleted).toEqual({
      vehicle: { id: vehicleId(2), status: 'Inactive', viewerCanEdit: false },
      userErrors: [],
    });
    expect(requests()).toEqual([
      ['POST', '/api/vehicle/update', { id: 1, status: 'Draft' }],
      ['POST', '/api/vehicle/update', { id: 2, status: 'Inactive' }],
    ]);
  });

  it('passes on why an incomplete vehicle cannot go on sale, and a deleted one at all', async () => {
    const id = await registered();
    const incomplete = await payload(SET_STATUS, { vehicleId: id, status: 'ReadyToSell' });
    expect(incomplete.userErrors).toEqual([
      {
        field: null,
        message: `${INTAKE_MESSAGES.incomplete} Stock number, Location, Cost in USD, Price, Colour, Miles`,
        code: 'VEHICLE_INCOMPLETE',
      },
    ]);
    const gone = await payload(DELETE, { vehicleId: vehicleId(5) });
    expect(gone.userErrors).toEqual([
      { field: null, message: INTAKE_MESSAGES.deleted, code: 'VEHICLE_DELETED' },
    ]);
  });

  it('refuses a dealer with FORBIDDEN', async () => {
    const { errors } = await mutate(DELETE, { vehicleId: vehicleId(2) }, 'dealer-token');
    expect(errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
  });
});

describe('sellVehicle and saveReceivedPrice', () => {
  const today = new Date().toISOString().slice(0, 10);
  const sale = (change: object = {}) => ({
    vehicleId: vehicleId(3),
    price: '18500',
    buyerId: toGlobalId('SaleBuyer', 21),
    date: today,
    ...change,
  });

  it('sells to the buyer, reads the vehicle anew, then saves what was received', async () => {
    const sold = await payload(SELL, sale());
    expect(sold.vehicle).toMatchObject({
      id: vehicleId(3),
      status: 'Sold',
      viewerCanEdit: true,
      sale: {
        salePrice: { amount: '18500.00' },
        receivedPrice: null,
        buyer: { firstName: 'Michael', lastName: 'Russo' },
      },
    });
    const received = await payload(RECEIVED, { vehicleId: vehicleId(3), receivedPrice: '18000' });
    expect(received.vehicle).toMatchObject({ sale: { receivedPrice: { amount: '18000.00' } } });
    expect(requests().filter(([, path]) => !path.startsWith('/api/user/profile'))).toEqual([
      [
        'POST',
        '/api/vehicle/sell',
        { vehiclesId: 3, price: '18500', buyer: 21, registerDate: today },
      ],
      ['PUT', '/api/vehiclesSales/saveReceivedPrice', { vehiclesId: 3, receivedPrice: '18000' }],
    ]);
  });

  it.each([
    [{ price: '0' }, 'price', INTAKE_MESSAGES.salePriceRequired, 'INVALID_INPUT'],
    [{ date: '2999-01-01' }, 'date', INTAKE_MESSAGES.saleDateFuture, 'INVALID_INPUT'],
    [{ date: 'soon' }, 'date', INTAKE_MESSAGES.invalid, 'INVALID_INPUT'],
    [
      { buyerId: toGlobalId('SaleBuyer', 99) },
      'buyerId',
      INTAKE_MESSAGES.buyerNotFound,
      'BUYER_NOT_FOUND',
    ],
    [{ buyerId: toGlobalId('User', 21) }, 'buyerId', 'Buyer not found', 'NOT_FOUND'],
  ])('puts the refusal of %o on %s', async (change, field, message, code) => {
    expect(await payload(SELL, sale(change))).toEqual({
      vehicle: null,
      userErrors: [{ field, message, code }],
    });
  });

  it('refuses to sell a sold vehicle again, and a received price before a sale', async () => {
    await payload(SELL, sale());
    expect((await payload(SELL, sale())).userErrors).toEqual([
      { field: null, message: INTAKE_MESSAGES.sold, code: 'VEHICLE_SOLD' },
    ]);
    const unsold = await payload(RECEIVED, { vehicleId: vehicleId(4), receivedPrice: '100' });
    expect(unsold.userErrors).toEqual([
      { field: null, message: INTAKE_MESSAGES.notSold, code: 'CONFLICT' },
    ]);
  });
});

describe('saveVehiclePrice', () => {
  it('puts the price in USD and answers the published price as staff see it', async () => {
    const id = await registered();
    const answer = await payload(PRICE, {
      vehicleId: id,
      price: '26000',
      reservedPrice: '24000.5',
      published: true,
    });
    expect(answer.vehicle).toMatchObject({
      price: { amount: '26000.00' },
      reservedPrice: { amount: '24000.50' },
      published: true,
    });
    expect(requests()[0]).toEqual([
      'PUT',
      '/api/vehicle/price',
      {
        vehicleId: 1001,
        published: true,
        price: '26000',
        typeCurrency: 'USD',
        reservedPrice: '24000.5',
      },
    ]);
  });

  it("puts the api's refusal of a price out of range on price", async () => {
    const answer = await payload(PRICE, { vehicleId: vehicleId(1), price: '0', published: true });
    expect(answer).toEqual({
      vehicle: null,
      userErrors: [{ field: 'price', message: INTAKE_MESSAGES.invalid, code: 'INVALID_INPUT' }],
    });
    expect(requests()[0]![2]).toMatchObject({ reservedPrice: null });
  });
});
