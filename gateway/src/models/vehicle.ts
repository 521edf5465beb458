// A vehicle as the graph shows it: the api's VehicleDto for this viewer (the api nulls what the
// viewer may not see), with its record counts when it came from the vehicle table or a records
// event. Every field that needs only the api's record is a getter here, not a resolver: the web's
// operations run compiled (execution/compiledOperations.ts), and graphql-jit reads a field
// without a resolver as a plain property, where a resolver costs a resolve info, a path and three
// closures per card and field (a 33-card page asks about 20 such fields of each card). Getters
// keep the work lazy: a field nobody asked for is never worked out. The fields that need the
// viewer or a loader stay resolvers (resolvers/Vehicle.ts).
import { publishUntil } from '@canam/domain/dates';
import { BUYER_FEE_CENTS, PSI_FEE_CENTS } from '@canam/domain/constants';
import { costInUsd, fromCents, toCents } from '@canam/domain/money';
import type { VehicleDto, VehiclePhotoDto } from '@canam/domain/rest/vehicle';
import type { VehicleTableRowDto } from '@canam/domain/rest/vehicleTable';
import type {
  ResolversParentTypes as Graph,
  VehicleEquipment,
  VehicleStatus,
} from '../__generated__/resolvers-types.ts';
import type { PageSlice } from '../relay/connection.ts';
import { toGlobalId } from '../relay/ids.ts';
import { toMoney } from './money.ts';
import type { RecordCounts } from '../models.ts';

type Money = Graph['Money'] | null;
type Photo = Graph['Photo'];

/**
 * A photo as the graph shows it, each field worked out when asked: a card asks only the url of
 * each photo, and building every photo's global id and object up front was 18 % of what a
 * catalogue page allocated (docs/decisions.md).
 */
class PhotoModel implements Photo {
  constructor(
    // Part photos and external images are numbered apart: the kind keeps Relay ids unique.
    private readonly kind: 'VehiclePart' | 'ExternalImage',
    private readonly dto: VehiclePhotoDto,
  ) {}

  get id(): string {
    return toGlobalId(this.kind, this.dto.id);
  }
  get url(): string {
    return this.dto.photo;
  }
  get thumbnailUrl(): string {
    return this.dto.photoThumbnail;
  }
  get partName(): string | null {
    return this.dto.part?.name ?? null;
  }
  get external(): boolean {
    return this.kind === 'ExternalImage';
  }
}

function cost(vehicle: VehicleDto): string | null {
  return vehicle.cost ?? vehicle.vehicleCostDetail?.cost ?? null;
}

function fx(vehicle: VehicleDto): string | null {
  return vehicle.fx ?? vehicle.vehicleCostDetail?.fx ?? null;
}

/**
 * Cost in USD by the one rule, (cost + 2500) / fx (specification, section 9), wherever a cost is
 * shown; the api's own figure only when cost or fx is missing.
 */
export function costUsdOf(vehicle: VehicleDto): string | null {
  const amount = cost(vehicle);
  const rate = fx(vehicle);
  if (amount !== null && rate !== null) return costInUsd(amount, rate);
  return vehicle.vehicleCostDetail?.costUsd ?? null;
}

export class VehicleModel {
  constructor(
    readonly dto: VehicleDto,
    /** The vehicle table's counts of its checks, condition reports and notes, when known. */
    readonly counts: Partial<RecordCounts> = {},
  ) {}

  get id(): string {
    return toGlobalId('Vehicle', this.dto.id);
  }
  get databaseId(): number {
    return this.dto.id;
  }
  get vehicleId(): string | null {
    return this.dto.vehicleId ?? null;
  }
  get vin(): string {
    return this.dto.vinNumber.vinNumber;
  }
  // The public view's parameter: base64 of the database id, as the specification's links have it.
  get publicId(): string {
    return btoa(String(this.dto.id));
  }
  get vinNumber(): Graph['VinData'] {
    return this.dto.vinNumber;
  }
  get title(): string {
    const { year, make, model } = this.dto.vinNumber;
    return [year, make, model].filter((part) => part !== null && part !== '').join(' ');
  }
  get stockNumber(): string | null {
    return this.dto.stockNumber ?? null;
  }
  get miles(): number | null {
    return this.dto.miles ?? this.dto.vehicleInformation?.miles ?? null;
  }
  get status(): VehicleStatus {
    return this.dto.status;
  }
  get price(): Money {
    return toMoney(this.dto.price);
  }
  get totalPrice(): Money {
    const { price } = this.dto;
    return price === null
      ? null
      : toMoney(fromCents(toCents(price) + BUYER_FEE_CENTS + PSI_FEE_CENTS));
  }
  get cost(): Money {
    return toMoney(cost(this.dto), 'CAD');
  }
  get costUsd(): Money {
    return toMoney(costUsdOf(this.dto));
  }
  get fx(): string | null {
    return fx(this.dto);
  }
  get reservedPrice(): Money {
    return toMoney(this.dto.vehicleCostDetail?.reservedPrice);
  }
  get published(): boolean | null {
    return this.dto.vehicleCostDetail?.published ?? null;
  }
  get finalPrice(): Money {
    return toMoney(this.dto.finalPrice);
  }
  get highestOffer(): Graph['OfferSnapshot'] | null {
    return this.dto.highestOffer;
  }
  get lastOffer(): Graph['OfferSnapshot'] | null {
    return this.dto.lastOffer;
  }
  get lastOfferUser(): Graph['OfferSnapshot'] | null {
    return this.dto.lastOfferUser;
  }
  get lastOfferAdmin(): Graph['OfferSnapshot'] | null {
    return this.dto.lastOfferAdmin;
  }
  get offerClient(): Graph['ClientOffer'] | null {
    return this.dto.offerClient;
  }
  get releaseDate(): string | null {
    return this.dto.releaseDate ?? null;
  }
  get releaseDateRegister(): string | null {
    return this.dto.releaseDateRegister ?? null;
  }
  get publishUntil(): string | null {
    const from = this.dto.releaseDateRegister;
    return from ? publishUntil(from).toISOString() : null;
  }
  get releaseDateInReady(): string | null {
    return this.dto.releaseDateInReady ?? null;
  }
  get location(): string | null {
    return this.dto.location ?? null;
  }
  get exportLocation(): Graph['ExportLocation'] | null {
    return this.dto.exportLocations;
  }
  get sale(): Graph['VehicleSale'] | null {
    return this.dto.vehicleSale;
  }
  get color(): string | null {
    return this.dto.vehicleInformation?.color ?? null;
  }
  get workOrder(): boolean | null {
    return this.dto.vehicleFlags?.wo ?? null;
  }
  get crUrl(): string | null {
    return this.dto.crUrl ?? null;
  }
  get conditionReportLinks(): Graph['ConditionReportLink'][] {
    return this.dto.vehicleHasConditionalReports ?? [];
  }
  get photos(): Photo[] {
    const photos: Photo[] = [];
    for (const dto of this.dto.vehicleHasParts ?? []) {
      photos.push(new PhotoModel('VehiclePart', dto));
    }
    for (const dto of this.dto.vehicleExternalImages ?? []) {
      photos.push(new PhotoModel('ExternalImage', dto));
    }
    return photos;
  }
  get damagePhotos(): Graph['DamagePhoto'][] {
    return this.dto.damagePhotos ?? [];
  }
  get equipment(): VehicleEquipment[] {
    return this.dto.equipment ?? [];
  }
  get agent(): Graph['Agent'] | null {
    return this.dto.user;
  }
  get registerDate(): string | null {
    return this.dto.registerDate ?? null;
  }
  get dateReceived(): string | null {
    return this.dto.dateReceived ?? null;
  }
}

/** A row of the vehicle table (or the api's answer in its shape): the vehicle with its counts. */
export function vehicleOfTableRow(row: VehicleTableRowDto): VehicleModel {
  const { totalChecks, totalConditionalReports, totalNotes } = row;
  return new VehicleModel(row, { totalChecks, totalConditionalReports, totalNotes });
}

/** The api's vehicle, or its absence, as the graph reads it. */
export function vehicleModel(dto: VehicleDto | null | undefined): VehicleModel | null {
  return dto ? new VehicleModel(dto) : null;
}

/** A connection's slice of the api's vehicles as the graph reads them. */
export function vehicleSlice(slice: PageSlice<VehicleDto>): PageSlice<VehicleModel> {
  return { ...slice, items: slice.items.map((dto) => new VehicleModel(dto)) };
}

/** A vehicle table slice: each row with its record counts. */
export function vehicleTableSlice(slice: PageSlice<VehicleTableRowDto>): PageSlice<VehicleModel> {
  return { ...slice, items: slice.items.map(vehicleOfTableRow) };
}
