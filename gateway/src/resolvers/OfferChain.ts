// OfferChain: one dealer's negotiation on one vehicle (GET /api/vehicle/getOfferHistory). Whose
// turn it is follows the api's rules (api/src/offers): sides take turns, only the other side's
// live last offer can be accepted, staff answer only a live dealer offer.
import { isProvider } from '@canam/domain/permissions';
import { isDealer } from '@canam/domain/roles';
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { OfferChainResolvers, OfferChainState } from '../__generated__/resolvers-types.ts';
import type { OfferChainModel } from '../models.ts';
import { toGlobalId } from '../relay/ids.ts';
import { isDealerOffer, offersOfChain, offerStatusOf } from '../models/offerModels.ts';
import { rolesOf, viewerCompanyStatus } from '../models/viewer.ts';
import { VehicleModel } from '../models/vehicle.ts';

type Turn = 'dealer' | 'provider' | null;

/** The side the viewer negotiates on for this chain, or null when it takes no part. */
function viewerSide(chain: OfferChainModel, profile: UserProfileDto | null): Turn {
  const roles = rolesOf(profile);
  if (!profile) return null;
  if (isDealer(roles)) {
    return chain.client.id === profile.id && viewerCompanyStatus(profile) === 'ACCEPTED'
      ? 'dealer'
      : null;
  }
  // The api lists an agent only the chains on its own vehicles.
  return isProvider(roles) ? 'provider' : null;
}

function lastOf(chain: OfferChainModel) {
  return offersOfChain(chain).at(-1) ?? null;
}

export const OfferChain: OfferChainResolvers = {
  id: (chain) => toGlobalId('OfferChain', chain.mainOffer, chain.vehiclesId),
  databaseId: (chain) => chain.mainOffer,
  async vehicle(chain, _args, { loaders }) {
    const vehicle = await loaders.vehicleById.load(chain.vehiclesId);
    if (!vehicle) throw new Error(`Vehicle ${chain.vehiclesId} of a visible chain is missing`);
    return new VehicleModel(vehicle);
  },
  dealer: (chain) => chain.client,
  state: (chain) => chain.state.toUpperCase() as OfferChainState,
  offers: (chain) => offersOfChain(chain),
  lastOffer: (chain) => lastOf(chain),
  isOpen(chain) {
    const last = lastOf(chain);
    return chain.state === 'open' && last !== null && offerStatusOf(last) === 'ACTIVE';
  },
  async viewerCanCounter(chain, _args, { loaders }) {
    if (chain.state !== 'open') return false;
    const side = viewerSide(chain, await loaders.viewerProfile.load());
    const last = lastOf(chain);
    const liveDealerOffer =
      last !== null && offerStatusOf(last) === 'ACTIVE' && isDealerOffer(last);
    // A dealer may offer again unless its own offer still waits for an answer.
    if (side === 'dealer') return !liveDealerOffer;
    return side === 'provider' && liveDealerOffer;
  },
  async viewerCanAccept(chain, _args, { loaders }) {
    if (chain.state !== 'open') return false;
    const side = viewerSide(chain, await loaders.viewerProfile.load());
    const last = lastOf(chain);
    if (!side || !last || offerStatusOf(last) !== 'ACTIVE') return false;
    return isDealerOffer(last) ? side === 'provider' : side === 'dealer';
  },
};
