// REST contract of vehicles: GET /api/vehicle, GET /api/vehicle/public (paged VehicleDto),
// GET /api/vehicle/findVehicle (one VehicleDto), GET /api/vehicle/getFiltersCanam and
// GET /api/vehicle/downloadCr. Money is a decimal string ("24500.00"); dates are ISO strings.
// Fields the caller may not see are null (price without price visibility; cost, fx, cost detail,
// sale buyer, owning agent and release date register for non-staff).
import type { VehicleStatus } from '../statuses.ts';

export interface VinNumberDto {
  vinNumber: string;
  make: string | null;
  model: string | null;
  year: number | null;
  trim: string | null;
  options: string | null;
  style: string | null;
  doors: number | null;
  vehicleType: string | null;
  driveType: string | null;
  madeIn: string | null;
  madeInCity: string | null;
  transmissionType: string | null;
  engine: string | null;
}

export interface OfferSnapshotDto {
  offerPrice: string;
  registerDate: string;
}

export interface VehiclePhotoDto {
  id: number;
  photo: string;
  photoThumbnail: string;
  part: { id: number; name: string } | null;
}

export interface ClientOfferDto {
  offerPrice: string;
  /** The offer chain (negotiation) id. */
  mainOffer: number | null;
  /** The negotiation's: 1 while its last offer (either side's) is live, 0 once it expired. */
  status: 0 | 1;
  /** When the negotiation's last offer expires (or expired). */
  expirationTime: string;
}

export interface VehicleDto {
  id: number;
  vehicleId: string | null;
  vinNumber: VinNumberDto;
  stockNumber: string | null;
  miles: number | null;
  price: string | null;
  cost: string | null;
  fx: string | null;
  status: VehicleStatus;
  finalPrice: string | null;
  highestOffer: OfferSnapshotDto | null;
  lastOffer: OfferSnapshotDto | null;
  lastOfferUser: OfferSnapshotDto | null;
  lastOfferAdmin: OfferSnapshotDto | null;
  /** The calling dealer's own latest offer on this vehicle, and the state of its negotiation. */
  offerClient: ClientOfferDto | null;
  releaseDate: string | null;
  releaseDateRegister: string | null;
  releaseDateInReady: string | null;
  location: string | null;
  exportLocations: { name: string; address: string | null; link: string | null } | null;
  vehicleSale: {
    salePrice: string | null;
    registerDate: string;
    user: { firstName: string; lastName: string } | null;
  } | null;
  vehicleCostDetail: {
    cost: string | null;
    costUsd: string | null;
    price: string | null;
    fx: string | null;
    reservedPrice: string | null;
  } | null;
  vehicleInformation: { color: string | null; miles: number | null };
  vehicleFlags: { wo: boolean } | null;
  crUrl: string | null;
  vehicleHasConditionalReports: { url: string }[];
  /** Photos by vehicle part; photo paths are site-relative ("/uploads/..."). */
  vehicleHasParts: VehiclePhotoDto[];
  vehicleExternalImages: VehiclePhotoDto[];
  damagePhotos: { damagePhoto: string; type: string | null }[];
  /** Owning agent's user id (staff only). */
  usersId: number | null;
  /** Owning agent (staff only). */
  user: { id: number; firstName: string; lastName: string } | null;
  registerDate: string | null;
  dateReceived: string | null;
}

/**
 * Query parameters of GET /api/vehicle (all optional; empty values ignored). make, model,
 * status and vehicleId are comma-joined lists. published / noPublished are 1 or 0 (default 1):
 * include vehicles whose release date has passed / is still to come.
 */
export interface VehicleQueryParams {
  agent?: string;
  client?: string;
  vinNumber?: string;
  location?: string;
  search?: string;
  make?: string;
  model?: string;
  trim?: string;
  transmissionType?: string;
  releaseDate1?: string;
  releaseDate2?: string;
  year1?: string;
  year2?: string;
  mile1?: string;
  mile2?: string;
  price1?: string;
  price2?: string;
  status?: string;
  trackingStatus?: string;
  mainOfferId?: string;
  new?: string;
  vehicleId?: string;
  saleDateFrom?: string;
  saleDateTo?: string;
  published?: string;
  noPublished?: string;
  fullInventory?: string;
  /** Staff only: 1 for vehicles without a selling price (null or 0); ignored for others. */
  needPricing?: string;
  resourcesPerPage?: string;
  page?: string;
}

/**
 * GET /api/vehicle/findVehicle takes the filters of GET /api/vehicle (without paging) and answers
 * the one vehicle the caller may see that matches them: 200 VehicleDto, or one of these messages
 * (400 without a filter that narrows the search, 404 when none matches, 409 when several do).
 */
export const FIND_VEHICLE_MESSAGES = {
  noFilter: 'At least one filter is required to find a vehicle',
  notFound: 'Vehicle not found',
  ambiguous: 'More than one vehicle matches',
} as const;

export interface VehicleFiltersDto {
  makes: string[];
  models: string[];
  trims: string[];
}

export const NO_CONDITION_REPORT_MESSAGE = 'Nothing to show. Call your agent for more information.';

/**
 * Answer of GET /api/vehicle/downloadCr?id=: the condition report of a vehicle the caller may
 * see, or url null with the message above when it has none.
 */
export interface ConditionReportDownloadDto {
  url: string | null;
  error: string | null;
}
