// Vehicle: a VehicleDto as the api sent it for this viewer (the api nulls what the viewer may
// not see), with its record counts when it came from the vehicle table (models.ts VehicleModel).
// viewerCanEdit needs the viewer's profile: the per-request loader fetches it once.
import { publishUntil } from '@canam/domain/dates';
import { BUYER_FEE_CENTS, PSI_FEE_CENTS } from '@canam/domain/constants';
import { costInUsd, fromCents, toCents } from '@canam/domain/money';
import { OFFER_LIFETIME_MS } from '@canam/domain/offers';
import { isProvider, reaches, rightsOf } from '@canam/domain/permissions';
import type { OfferSnapshotDto, VehicleDto, VehiclePhotoDto } from '@canam/domain/rest/vehicle';
import type { Photo, VehicleResolvers } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../relay/ids.ts';
import { toMoney } from './Money.ts';
import { rolesOf } from '../models/viewer.ts';
import { vehicleIntakeFields } from './vehicleIntakeFields.ts';
import { vehicleRecordFields } from './vehicleRecordFields.ts';

function photo(kind: 'VehiclePart' | 'ExternalImage', dto: VehiclePhotoDto): Photo {
  // Part photos and external images are numbered apart: the kind keeps Relay ids unique.
  return {
    id: toGlobalId(kind, dto.id),
    url: dto.photo,
    thumbnailUrl: dto.photoThumbnail,
    partName: dto.part?.name ?? null,
    external: kind === 'ExternalImage',
  };
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

/** `a` is newer than `b` and still open by the clock (its 18 hours have not passed). */
function pendingOver(a: OfferSnapshotDto | null, b: OfferSnapshotDto | null): boolean {
  if (!a) return false;
  const at = Date.parse(a.registerDate);
  if (at + OFFER_LIFETIME_MS <= Date.now()) return false;
  return !b || at > Date.parse(b.registerDate);
}

export const Vehicle: VehicleResolvers = {
  id: (vehicle) => toGlobalId('Vehicle', vehicle.id),
  databaseId: (vehicle) => vehicle.id,
  vin: (vehicle) => vehicle.vinNumber.vinNumber,
  title: ({ vinNumber: { year, make, model } }) =>
    [year, make, model].filter((part) => part !== null && part !== '').join(' '),
  miles: (vehicle) => vehicle.miles ?? vehicle.vehicleInformation?.miles ?? null,
  // The public view's parameter: base64 of the database id, as the specification's links have it.
  publicId: (vehicle) => btoa(String(vehicle.id)),
  price: (vehicle) => toMoney(vehicle.price),
  totalPrice: (vehicle) =>
    vehicle.price === null
      ? null
      : toMoney(fromCents(toCents(vehicle.price) + BUYER_FEE_CENTS + PSI_FEE_CENTS)),
  cost: (vehicle) => toMoney(cost(vehicle), 'CAD'),
  costUsd: (vehicle) => toMoney(costUsdOf(vehicle)),
  fx: (vehicle) => fx(vehicle),
  reservedPrice: (vehicle) => toMoney(vehicle.vehicleCostDetail?.reservedPrice),
  finalPrice: (vehicle) => toMoney(vehicle.finalPrice),
  publishUntil: (vehicle) =>
    vehicle.releaseDateRegister ? publishUntil(vehicle.releaseDateRegister).toISOString() : null,
  exportLocation: (vehicle) => vehicle.exportLocations,
  sale: (vehicle) => vehicle.vehicleSale,
  color: (vehicle) => vehicle.vehicleInformation?.color ?? null,
  workOrder: (vehicle) => vehicle.vehicleFlags?.wo ?? null,
  conditionReportLinks: (vehicle) => vehicle.vehicleHasConditionalReports ?? [],
  photos: (vehicle) => [
    ...(vehicle.vehicleHasParts ?? []).map((dto) => photo('VehiclePart', dto)),
    ...(vehicle.vehicleExternalImages ?? []).map((dto) => photo('ExternalImage', dto)),
  ],
  damagePhotos: (vehicle) => vehicle.damagePhotos ?? [],
  agent: (vehicle) => vehicle.user,
  viewerCanEdit(vehicle, _args, { loaders, credentials }) {
    if (!credentials.accessToken || vehicle.status === 'Inactive') return false;
    return loaders.viewerProfile.with(
      (profile) =>
        !!profile && reaches(rightsOf(rolesOf(profile)).editsVehicles, profile.id, vehicle.usersId),
    );
  },
  // Fetched only when asked, once per vehicle and request (loaders/offerHistoryByVehicle.ts).
  offerChains: (vehicle, _args, { loaders, credentials }) =>
    credentials.accessToken ? loaders.offerHistoryByVehicle.load(vehicle.id) : [],
  async viewerOfferChain(vehicle, _args, { loaders, credentials }) {
    // A dealer's chain starts with its own offer: no offer of its own, no chain, no call.
    if (!credentials.accessToken || !vehicle.offerClient) return null;
    const profile = await loaders.viewerProfile.load();
    if (!profile || !rightsOf(rolesOf(profile)).buys) return null;
    const chains = await loaders.offerHistoryByVehicle.load(vehicle.id);
    return chains.find((chain) => chain.client.id === profile.id) ?? null;
  },
  // The api's offer summary already tells who spoke last: staff answer dealers, dealers staff.
  hasPendingOffer(vehicle, _args, { loaders, credentials }) {
    if (!credentials.accessToken || vehicle.status === 'Sold') return false;
    return loaders.viewerProfile.with((profile) => {
      if (!profile) return false;
      return isProvider(rolesOf(profile))
        ? pendingOver(vehicle.lastOfferUser, vehicle.lastOfferAdmin)
        : pendingOver(vehicle.lastOfferAdmin, vehicle.lastOfferUser);
    });
  },
  ...vehicleRecordFields,
  ...vehicleIntakeFields,
};
