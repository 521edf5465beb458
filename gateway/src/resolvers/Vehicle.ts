// Vehicle: the fields that need the viewer or a loader. Every field that needs only the api's
// record is a getter of models/vehicle.ts VehicleModel, read as a plain property.
// viewerCanEdit and hasPendingOffer need the viewer's profile: the per-request loader fetches it
// once.
import { OFFER_LIFETIME_MS } from '@canam/domain/offers';
import { isProvider, reaches, rightsOf } from '@canam/domain/permissions';
import type { OfferSnapshotDto } from '@canam/domain/rest/vehicle';
import type { VehicleResolvers } from '../__generated__/resolvers-types.ts';
import { rolesOf } from '../models/viewer.ts';
import { vehicleIntakeFields } from './vehicleIntakeFields.ts';
import { vehicleRecordFields } from './vehicleRecordFields.ts';

/** `a` is newer than `b` and still open by the clock (its 18 hours have not passed). */
function pendingOver(a: OfferSnapshotDto | null, b: OfferSnapshotDto | null): boolean {
  if (!a) return false;
  const at = Date.parse(a.registerDate);
  if (at + OFFER_LIFETIME_MS <= Date.now()) return false;
  return !b || at > Date.parse(b.registerDate);
}

export const Vehicle: VehicleResolvers = {
  viewerCanEdit({ dto }, _args, { loaders, credentials }) {
    if (!credentials.accessToken || dto.status === 'Inactive') return false;
    return loaders.viewerProfile.with(
      (profile) =>
        !!profile && reaches(rightsOf(rolesOf(profile)).editsVehicles, profile.id, dto.usersId),
    );
  },
  // Fetched only when asked, once per vehicle and request (loaders/offerHistoryByVehicle.ts).
  offerChains: ({ dto }, _args, { loaders, credentials }) =>
    credentials.accessToken ? loaders.offerHistoryByVehicle.load(dto.id) : [],
  async viewerOfferChain({ dto }, _args, { loaders, credentials }) {
    // A dealer's chain starts with its own offer: no offer of its own, no chain, no call.
    if (!credentials.accessToken || !dto.offerClient) return null;
    const profile = await loaders.viewerProfile.load();
    if (!profile || !rightsOf(rolesOf(profile)).buys) return null;
    const chains = await loaders.offerHistoryByVehicle.load(dto.id);
    return chains.find((chain) => chain.client.id === profile.id) ?? null;
  },
  // The api's offer summary already tells who spoke last: staff answer dealers, dealers staff.
  hasPendingOffer({ dto }, _args, { loaders, credentials }) {
    if (!credentials.accessToken || dto.status === 'Sold') return false;
    return loaders.viewerProfile.with((profile) => {
      if (!profile) return false;
      return isProvider(rolesOf(profile))
        ? pendingOver(dto.lastOfferUser, dto.lastOfferAdmin)
        : pendingOver(dto.lastOfferAdmin, dto.lastOfferUser);
    });
  },
  ...vehicleRecordFields,
  ...vehicleIntakeFields,
};
