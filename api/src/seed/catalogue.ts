// Plans the demo inventory: which model each vehicle is, its VIN, miles, money, dates and
// status. Pure and deterministic (seeded PRNG, dates relative to `now`), so every run and every
// test sees the same lot.
import { costInUsd, fromCents, toCents } from '@canam/domain/money';
import type { VehicleStatus } from '@canam/domain/statuses';
import {
  COLORS,
  MODELS,
  REGIONS,
  type Interior,
  type ModelSpec,
  type VehicleColor,
} from './models.ts';
import { createRandom, type Random } from './random.ts';
import { makeVin } from './vin.ts';

export interface VehiclePlan {
  model: ModelSpec;
  vin: string;
  year: number;
  trim: string;
  options: string | null;
  engine: string;
  driveType: string;
  color: VehicleColor;
  interior: Interior;
  status: VehicleStatus;
  stockNumber: string;
  sourceId: string;
  miles: number;
  location: string;
  exportLocation: string;
  /** 0, 1 or 2: agent@, agent2@, agent3@ */
  agent: number;
  releaseDate: Date;
  releaseDateRegister: Date;
  releaseDateInReady: Date | null;
  registerDate: Date;
  dateReceived: Date | null;
  money: {
    cost: string;
    fx: string;
    costUsd: string;
    price: string | null;
    reserved: string | null;
  };
  equipment: Record<string, boolean>;
  workOrder: boolean;
  /** Views to draw; empty for the vehicles that show the not-found picture. */
  photos: readonly ('side' | 'front' | 'rear' | 'interior')[];
  hasReport: boolean;
  sale: { price: string; date: Date } | null;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Miles and values age against a fixed year, not the clock, so the lot never changes.
const REFERENCE_YEAR = 2025;

// Most of the lot is on sale; a few drafts, sold and inactive ones fill the back office.
const STATUS_COUNTS: Record<VehicleStatus, number> = {
  Draft: 6,
  ReadyToSell: 30,
  InStock: 20,
  Sold: 10,
  Inactive: 6,
};
// Vehicles (by plan index) released in the future, with the days ahead: countdown banners.
const FUTURE_DAYS = [1, 2, 3, 4, 5, 6, 8, 10];
// Vehicles left without photos: the cards show the not-found picture.
const WITHOUT_PHOTOS = new Set([23, 51]);

function statusOrder(random: Random): VehicleStatus[] {
  const list = Object.entries(STATUS_COUNTS).flatMap(([status, count]) =>
    Array.from({ length: count }, () => status as VehicleStatus),
  );
  // The first cards anyone sees are on sale (ids follow plan order).
  const head = list.splice(list.indexOf('ReadyToSell'), 8);
  return [...head, ...random.shuffle(list)];
}

function money(model: ModelSpec, year: number, trimRank: number, miles: number, r: Random) {
  const age = REFERENCE_YEAR - year;
  const wear = 1 - Math.min(0.35, miles / 500_000);
  const value = model.newPrice * (1 + trimRank * 0.07) * 0.9 ** age * wear;
  const fx = r.between(1.35, 1.4).toFixed(4);
  // Bought in CAD a little under the US value, rounded like an auction hammer price.
  const costCad = Math.max(
    4_000,
    Math.round((value * Number(fx) * r.between(0.8, 0.88)) / 25) * 25,
  );
  const cost = fromCents(costCad * 100);
  const costUsd = costInUsd(cost, fx);
  const usd = toCents(costUsd) / 100;
  const price = Math.ceil((usd * r.between(1.06, 1.12)) / 500) * 500 - 100;
  const reserved = Math.max(Math.ceil(usd / 100) * 100, price - r.int(4, 12) * 100);
  return { cost, fx, costUsd, price: fromCents(price * 100), reserved: fromCents(reserved * 100) };
}

function equipment(model: ModelSpec, year: number, trimRank: number, r: Random) {
  const upscale = trimRank > 0 || model.newPrice > 45_000;
  return {
    airConditioning: true,
    bluetooth: year >= 2016 || r.chance(0.7),
    backupCamera: year >= 2018 || r.chance(0.6),
    appleCarPlay: year >= 2017 && r.chance(0.8),
    heatedSeats: r.chance(0.85), // Canadian trims nearly always have them
    remoteStart: r.chance(0.6),
    blockHeater: r.chance(0.5),
    sunroof: upscale && r.chance(0.6),
    navigation: upscale && r.chance(0.5),
    leatherSeats: upscale && r.chance(0.7),
    blindSpotMonitor: year >= 2019 && r.chance(0.7),
    adaptiveCruise: year >= 2019 && upscale && r.chance(0.6),
    towPackage: model.body === 'pickup' && r.chance(0.8),
  };
}

function dates(status: VehicleStatus, futureDays: number | undefined, now: Date, r: Random) {
  const at = (ms: number) => new Date(Math.round((now.getTime() + ms) / 60_000) * 60_000);
  const back = status === 'Sold' ? r.int(12, 60) : r.int(1, 40);
  const releaseDate =
    futureDays === undefined ? at(-back * DAY - r.int(0, 20) * HOUR) : at(futureDays * DAY);
  const releaseDateRegister =
    futureDays === undefined
      ? new Date(releaseDate.getTime() - r.int(1, 3) * DAY)
      : at(-r.int(2, 48) * HOUR);
  const registerDate = new Date(releaseDateRegister.getTime() - r.int(3, 20) * DAY);
  const received = ['InStock', 'Sold', 'Inactive'].includes(status);
  const dateReceived = received
    ? new Date(Math.min(registerDate.getTime() + r.int(1, 6) * DAY, now.getTime() - HOUR))
    : null;
  const releaseDateInReady =
    status === 'Draft' ? null : new Date(releaseDateRegister.getTime() + 2 * HOUR);
  return { releaseDate, releaseDateRegister, releaseDateInReady, registerDate, dateReceived };
}

export function planVehicles(now: Date): VehiclePlan[] {
  const r = createRandom('catalogue');
  const statuses = statusOrder(r);
  const future = new Map<number, number>();
  const futureCandidates = statuses
    .map((status, index) => ({ status, index }))
    .filter(({ status, index }) => status === 'ReadyToSell' && index > 2);
  // Every third one, so countdowns are spread over the pages rather than bunched on the first.
  const spread = futureCandidates.filter((_, n) => n % 3 === 1).slice(0, 7);
  for (const [n, { index }] of spread.entries()) future.set(index, FUTURE_DAYS[n] ?? 1);
  future.set(statuses.indexOf('Draft'), FUTURE_DAYS.at(-1) ?? 10);
  const models = r.shuffle([...MODELS, ...MODELS, ...MODELS]);
  const vins = new Set<string>();

  return statuses.map((status, index) => {
    const model = models[index % models.length] as ModelSpec;
    const year = r.int(model.years[0], model.years[1]);
    const trimRank = r.int(0, model.trims.length - 1);
    const age = REFERENCE_YEAR - year;
    const miles = Math.min(
      180_000,
      Math.max(8_000, Math.round(age * r.between(10_500, 15_500) + r.int(-3_000, 3_000))),
    );
    let vin = makeVin(model.wmi, r.pick(model.vds), year, model.plant, r);
    while (vins.has(vin)) vin = makeVin(model.wmi, r.pick(model.vds), year, model.plant, r);
    vins.add(vin);
    const agent = index % 3;
    const region = REGIONS[agent] as (typeof REGIONS)[number];
    const when = dates(status, future.get(index), now, r);
    const priced = money(model, year, trimRank, miles, r);
    const needsPricing = status === 'Draft' && index % 2 === 0; // "Need pricing" filter
    const photos = WITHOUT_PHOTOS.has(index)
      ? []
      : r.chance(0.75)
        ? (['side', 'front', 'rear', 'interior'] as const)
        : (['side', 'front', 'rear'] as const);
    const salePrice = Number(priced.price) - r.int(0, 6) * 100;
    return {
      model,
      vin,
      year,
      status,
      miles,
      agent,
      photos,
      trim: model.trims[trimRank] as string,
      options: r.chance(0.8) ? r.pick(model.packages) : null,
      engine: r.pick(model.engines),
      driveType: r.pick(model.driveTypes),
      color: r.pick(COLORS),
      interior: r.pick(['Black', 'Black', 'Gray', 'Beige'] as const),
      stockNumber: `CA${24_017 + index * 3}`,
      sourceId: `INV-${5_480_113 + index * 137}`,
      location: r.pick(region.cities),
      exportLocation: region.exportLocation,
      ...when,
      money: needsPricing ? { ...priced, price: null, reserved: null } : priced,
      equipment: equipment(model, year, trimRank, r),
      workOrder: index % 13 === 4,
      hasReport: r.chance(0.8),
      sale:
        status === 'Sold'
          ? {
              price: fromCents(Math.max(salePrice, Number(priced.reserved)) * 100),
              date: new Date(
                Math.min(when.releaseDate.getTime() + r.int(1, 8) * DAY, now.getTime() - 6 * HOUR),
              ),
            }
          : null,
    };
  });
}
