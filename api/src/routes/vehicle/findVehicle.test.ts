// GET /api/vehicle/findVehicle: the list's filters and visibility, one vehicle or a clear refusal
// (no filter 400, none 404, several 409).
import { describe, expect, it } from 'vitest';
import type { Paged } from '@canam/domain/rest/paged';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import { FIND_VEHICLE_MESSAGES } from '@canam/domain/rest/vehicleLookup';
import { bearer } from '../../testing/session.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api, token: tokens } = useTestApi(['admin', 'agent', 'buyer', 'pending.buyer']);
const STAFF = ['admin', 'agent'];

function find(query: string, who?: string) {
  return api.app.inject({
    url: `/api/vehicle/findVehicle?${query}`,
    headers: who ? bearer(tokens[who]!) : {},
  });
}

async function found(query: string, who?: string): Promise<VehicleDto> {
  const response = await find(query, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function refused(query: string, who: string | undefined, status: number, message: string) {
  const response = await find(query, who);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
}

async function list(query: string, who?: string): Promise<Paged<VehicleDto>> {
  const response = await api.app.inject({
    url: `/api/vehicle?${query}`,
    headers: who ? bearer(tokens[who]!) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A vehicle on sale with every field the filters read, as the accepted buyer sees it. */
async function target(): Promise<VehicleDto> {
  const page = await list('status=ReadyToSell&noPublished=0&resourcesPerPage=100', 'buyer');
  const vehicle = page.data.find(
    (v) =>
      v.price && v.location && v.releaseDate && v.vinNumber.trim && v.vinNumber.transmissionType,
  );
  expect(vehicle).toBeDefined();
  return vehicle!;
}

describe('one vehicle by filters', () => {
  it('finds a vehicle by VIN or stock number in any case, by id and by search text', async () => {
    const vehicle = await target();
    const vin = vehicle.vinNumber.vinNumber;
    expect(await found(`vinNumber=${vin.toLowerCase()}`, 'buyer')).toEqual(vehicle);
    expect((await found(`vinNumber=${vehicle.stockNumber}`, 'buyer')).id).toBe(vehicle.id);
    expect((await found(`vehicleId=${vehicle.id}`, 'buyer')).id).toBe(vehicle.id);
    expect((await found(`search=${vin}`, 'buyer')).id).toBe(vehicle.id);
  });

  it('finds the one vehicle matching make, model, trim, transmission and ranges together', async () => {
    const v = await target();
    const { make, model, trim, transmissionType, year } = v.vinNumber;
    const query = new URLSearchParams({
      make: `${make!.toUpperCase()},NoSuchMake`,
      model: model!,
      trim: trim!,
      transmissionType: transmissionType!,
      year1: String(year),
      year2: String(year),
      mile1: String(v.miles),
      mile2: String(v.miles),
      price1: String(Math.floor(Number(v.price))),
      price2: String(Math.ceil(Number(v.price))),
      location: v.location!,
      releaseDate1: v.releaseDate!,
      releaseDate2: v.releaseDate!,
      status: v.status,
      noPublished: '0',
    });
    expect(await found(query.toString(), 'buyer')).toEqual(v);
  });

  // Each filter kind alone: the same vehicles as the list, so one is found and several refused.
  const dealerFilters: [string, (v: VehicleDto) => string][] = [
    ['make', (v) => `make=${v.vinNumber.make}`],
    ['model', (v) => `model=${encodeURIComponent(v.vinNumber.model!)}`],
    ['trim', (v) => `trim=${encodeURIComponent(v.vinNumber.trim!)}`],
    ['transmissionType', (v) => `transmissionType=${v.vinNumber.transmissionType}`],
    ['location', (v) => `location=${encodeURIComponent(v.location!)}`],
    ['year', (v) => `year1=${v.vinNumber.year}&year2=${v.vinNumber.year}`],
    ['mileage', (v) => `mile1=${v.miles}&mile2=${v.miles}`],
    ['price', (v) => `price1=${Math.floor(Number(v.price))}&price2=${Math.ceil(Number(v.price))}`],
    ['release date', (v) => `releaseDate1=${v.releaseDate}&releaseDate2=${v.releaseDate}`],
    ['status', (v) => `status=${v.status}`],
    ['released only', () => 'noPublished=0'],
    ['search', (v) => `search=${v.vinNumber.vinNumber.slice(-6)}`],
  ];
  it.each(dealerFilters)('answers by %s as the list does', async (_kind, filter) => {
    await expectAsList(filter(await target()), 'buyer');
  });

  it('answers by the staff filters (agent, sale dates, dealer, need pricing) as the list does', async () => {
    const sold = (await list('status=Sold&resourcesPerPage=100', 'admin')).data;
    const vehicle = sold.find((v) => v.usersId !== null)!;
    const saleDate = vehicle.vehicleSale!.registerDate;
    await expectAsList(`agent=${vehicle.usersId}`, 'admin');
    await expectAsList(`saleDateFrom=${saleDate}&saleDateTo=${saleDate}`, 'admin');
    expect((await found(`saleDateFrom=${saleDate}&saleDateTo=${saleDate}`, 'admin')).id).toBe(
      vehicle.id,
    );
    await expectAsList('client=Mitchell', 'admin');
    await expectAsList('needPricing=1', 'admin');
  });

  it('searches every status for staff unless they ask for some', async () => {
    const sold = (await list('status=Sold&resourcesPerPage=1', 'admin')).data[0]!;
    const search = `search=${sold.vinNumber.vinNumber}`;
    expect((await found(search, 'admin')).status).toBe('Sold');
    await refused(`${search}&status=ReadyToSell`, 'admin', 404, FIND_VEHICLE_MESSAGES.notFound);
  });
});

/** The list (staff: the full inventory unless a status is asked) has the vehicles findVehicle sees. */
async function expectAsList(filter: string, who: string) {
  const whole = STAFF.includes(who) && !filter.includes('status=') ? '&fullInventory=1' : '';
  const page = await list(`${filter}${whole}&resourcesPerPage=1`, who);
  expect(page.total, filter).toBeGreaterThan(0);
  if (page.total === 1) expect(await found(filter, who)).toEqual(page.data[0]);
  else await refused(filter, who, 409, FIND_VEHICLE_MESSAGES.ambiguous);
}

describe('what each caller may find', () => {
  async function vehicleWithStatus(status: string): Promise<VehicleDto> {
    return (await list(`status=${status}&resourcesPerPage=1`, 'admin')).data[0]!;
  }

  it('finds Draft and Inactive vehicles for staff only', async () => {
    for (const status of ['Draft', 'Inactive']) {
      const vehicle = await vehicleWithStatus(status);
      const byVin = `vinNumber=${vehicle.vinNumber.vinNumber}`;
      expect((await found(byVin, 'admin')).status).toBe(status);
      expect((await found(byVin, 'agent')).id).toBe(vehicle.id);
      for (const dealer of ['buyer', 'pending.buyer', undefined]) {
        await refused(byVin, dealer, 404, FIND_VEHICLE_MESSAGES.notFound);
      }
      await refused(`${byVin}&status=${status}`, 'buyer', 404, FIND_VEHICLE_MESSAGES.notFound);
    }
  });

  it('gives the price to an accepted dealer only, and back-office fields to staff only', async () => {
    const vehicle = await target();
    const byVin = `vinNumber=${vehicle.vinNumber.vinNumber}`;
    expect((await found(byVin, 'buyer')).price).toBe(vehicle.price);
    for (const who of ['pending.buyer', undefined]) {
      const seen = await found(byVin, who);
      expect(seen.price).toBeNull();
      expect(seen.cost).toBeNull();
      expect(seen.vehicleCostDetail).toBeNull();
      expect(seen.usersId).toBeNull();
    }
    const staff = await found(byVin, 'admin');
    expect(staff.vehicleCostDetail?.price).toBe(vehicle.price);
    expect(staff.usersId).not.toBeNull();
  });

  it('ignores price filters where prices are hidden, so a price cannot be guessed', async () => {
    const vehicle = await target();
    const above = Math.ceil(Number(vehicle.price)) + 1;
    const elsewhere = `vinNumber=${vehicle.vinNumber.vinNumber}&price1=${above}`;
    expect((await found(elsewhere)).id).toBe(vehicle.id);
    expect((await found(elsewhere, 'pending.buyer')).id).toBe(vehicle.id);
    await refused(elsewhere, 'buyer', 404, FIND_VEHICLE_MESSAGES.notFound);
  });
});

describe('refusals', () => {
  it('refuses a lookup without a narrowing filter with 400', async () => {
    for (const query of [
      '',
      'make=&model=&vinNumber=',
      'page=1&resourcesPerPage=5',
      'fullInventory=1',
      'new=1&trackingStatus=x',
    ]) {
      await refused(query, 'admin', 400, FIND_VEHICLE_MESSAGES.noFilter);
    }
    await refused('', undefined, 400, FIND_VEHICLE_MESSAGES.noFilter);
  });

  it('answers 404 when no vehicle matches', async () => {
    await refused('vinNumber=NOSUCHVIN0000000', 'buyer', 404, FIND_VEHICLE_MESSAGES.notFound);
    await refused('make=NoSuchMake', undefined, 404, FIND_VEHICLE_MESSAGES.notFound);
  });

  it('refuses with 409 when several vehicles match, rather than picking one', async () => {
    const vehicle = await target();
    const byMake = await list(`make=${vehicle.vinNumber.make}&resourcesPerPage=1`, 'buyer');
    expect(byMake.total).toBeGreaterThan(1);
    await refused(`make=${vehicle.vinNumber.make}`, 'buyer', 409, FIND_VEHICLE_MESSAGES.ambiguous);
    await refused('noPublished=0', undefined, 409, FIND_VEHICLE_MESSAGES.ambiguous);
  });

  it.each([
    ['year1=abc', 'year1 must be a whole number from 0 to 3000'],
    ['status=Flying', 'Unknown vehicle status'],
    ['vehicleId=1,x', 'vehicleId must hold whole numbers from 1 to 2147483647'],
  ])('refuses %s with 400 "%s"', async (query, message) => {
    await refused(query, 'buyer', 400, message);
  });

  it('refuses an invalid token with 401', async () => {
    const response = await api.app.inject({
      url: '/api/vehicle/findVehicle?vinNumber=X',
      headers: bearer('garbage'),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('describes the lookup: the catalogue filters without paging, one Vehicle or a refusal', async () => {
    const doc = (await api.app.inject({ url: '/api/openapi.json' })).json();
    const lookup = doc.paths['/api/vehicle/findVehicle'].get;
    const names = lookup.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['vinNumber', 'make', 'year1', 'saleDateTo']));
    expect(names).not.toContain('page');
    expect(names).not.toContain('resourcesPerPage');
    expect(lookup.responses['200'].content['application/json'].schema.$ref).toMatch(/Vehicle$/);
    expect(Object.keys(lookup.responses)).toEqual(expect.arrayContaining(['400', '404', '409']));
  });
});
