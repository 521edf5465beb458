// Mutation fields of negotiations: make, counter, check for a higher offer, accept, buy now, and
// mark offer notifications read. After a step the per-request caches of the vehicle are cleared,
// so the payload shows the vehicle and the chain as they are now.
import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import { OFFER_MESSAGES, OFFER_REFUSALS } from '@canam/domain/offers';
import { isStaff } from '@canam/domain/roles';
import type { OfferDto } from '@canam/domain/rest/offers';
import { receivesOfferNotifications } from '@canam/domain/rest/notifications';
import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { databaseIdOf, fromGlobalId } from '../relay/ids.ts';
import { notFoundError, offerRefusal, priceError } from './offerErrors.ts';
import { offerFromDto } from '../models/offerModels.ts';
import { rolesOf } from '../models/viewer.ts';
import { selectsField } from './selectedFields.ts';
import { vehicleModel } from '../models/vehicle.ts';

type OfferMutations = Pick<
  MutationResolvers,
  | 'makeOffer'
  | 'counterOffer'
  | 'checkHigherOffer'
  | 'acceptOffer'
  | 'buyVehicle'
  | 'markNotificationsRead'
  | 'markVehicleNotificationsRead'
>;

/**
 * A step the api authorises itself (its 401 becomes UNAUTHENTICATED): a guest is refused here,
 * without reading the viewer's profile first.
 */
function requireToken({ credentials }: GatewayContext) {
  if (!credentials.accessToken) {
    throw new GraphQLError('Log in to negotiate', { extensions: { code: 'UNAUTHENTICATED' } });
  }
}

async function requireProfile({ loaders }: GatewayContext) {
  const profile = await loaders.viewerProfile.load();
  if (!profile) {
    throw new GraphQLError('Log in to negotiate', { extensions: { code: 'UNAUTHENTICATED' } });
  }
  return profile;
}

/**
 * The vehicle and the chain `find` picks, as they are after a change (fetched side by side), each
 * only when the payload selects it: both cost REST calls and database reads per step.
 */
async function refreshed(
  { loaders }: GatewayContext,
  info: GraphQLResolveInfo,
  vehicleId: number,
  find: (chain: { mainOffer: number; client: { id: number } }) => boolean,
) {
  loaders.vehicleById.clear(vehicleId);
  loaders.offerHistoryByVehicle.clear(vehicleId);
  const [vehicle, chains] = await Promise.all([
    selectsField(info, 'vehicle') ? loaders.vehicleById.load(vehicleId).then(vehicleModel) : null,
    selectsField(info, 'chain') ? loaders.offerHistoryByVehicle.load(vehicleId) : null,
  ]);
  return { vehicle, chain: chains?.find(find) ?? null };
}

async function offerPayload(
  context: GatewayContext,
  info: GraphQLResolveInfo,
  dto: OfferDto,
  message: string,
) {
  const after = await refreshed(
    context,
    info,
    dto.vehiclesId,
    (chain) => chain.mainOffer === dto.mainOffer,
  );
  return { offer: offerFromDto(dto), ...after, message, userErrors: [] };
}

const offerFailed = (userErrors: ReturnType<typeof offerRefusal>) => ({
  offer: null,
  chain: null,
  vehicle: null,
  message: null,
  userErrors,
});
const saleFailed = (userErrors: ReturnType<typeof offerRefusal>) => ({
  vehicle: null,
  chain: null,
  message: null,
  userErrors,
});

/** The notifications of the viewer's first page that `keep` selects (the api has no id lookup). */
async function readNotifications(
  context: GatewayContext,
  keep: (notification: { id: number; vehicle: { id: number } | null }) => boolean,
) {
  if (!receivesOfferNotifications(rolesOf(await context.loaders.viewerProfile.load()))) return [];
  const page = await context.loaders.offerNotificationPage.load({ resourcesPerPage: '100' });
  return page.data.filter(keep);
}

export const offerMutations: OfferMutations = {
  async makeOffer(_root, { input }, context, info) {
    requireToken(context);
    const vehicleId = databaseIdOf(input.vehicleId, 'Vehicle');
    if (vehicleId === null) return offerFailed(notFoundError('vehicleId', 'Vehicle'));
    const invalid = priceError(input.offerPrice);
    if (invalid.length) return offerFailed(invalid);
    try {
      const dto = await context.loaders.offers.makeOffer(
        { vehiclesId: vehicleId, offerPrice: input.offerPrice.trim() },
        input.idempotencyKey,
      );
      return offerPayload(context, info, dto, OFFER_MESSAGES.offerSent);
    } catch (error) {
      return offerFailed(offerRefusal(error));
    }
  },

  // Staff answer the chain of `dealerId`; a dealer answers on its own chain (vehicle/offer).
  async counterOffer(_root, { input }, context, info) {
    const profile = await requireProfile(context);
    const vehicleId = databaseIdOf(input.vehicleId, 'Vehicle');
    if (vehicleId === null) return offerFailed(notFoundError('vehicleId', 'Vehicle'));
    const invalid = priceError(input.offerPrice);
    if (invalid.length) return offerFailed(invalid);
    const staff = isStaff(rolesOf(profile));
    if (staff && !input.dealerId) {
      return offerFailed([
        { field: 'dealerId', message: 'dealerId is required', code: 'BAD_USER_INPUT' },
      ]);
    }
    const dealerId = input.dealerId == null ? null : databaseIdOf(input.dealerId, 'User');
    if (input.dealerId != null && dealerId === null) {
      return offerFailed([
        { field: 'dealerId', message: 'dealerId is no User id', code: 'BAD_USER_INPUT' },
      ]);
    }
    // A dealer answers only on its own chain: naming another dealer's is refused, not ignored.
    if (!staff && dealerId !== null && dealerId !== profile.id) {
      return offerFailed([
        { field: 'dealerId', message: OFFER_REFUSALS.notYourChain, code: 'NOT_YOUR_CHAIN' },
      ]);
    }
    const offers = context.loaders.offers;
    const body = { vehiclesId: vehicleId, offerPrice: input.offerPrice.trim() };
    try {
      const dto = staff
        ? await offers.counterOffer({ ...body, clientId: dealerId! }, input.idempotencyKey)
        : await offers.makeOffer(body, input.idempotencyKey);
      return offerPayload(context, info, dto, OFFER_MESSAGES.counterOfferSent);
    } catch (error) {
      return offerFailed(offerRefusal(error));
    }
  },

  async checkHigherOffer(_root, { input }, context) {
    await requireProfile(context);
    const offerId = databaseIdOf(input.offerId, 'Offer');
    if (offerId === null) {
      return { higherOffer: false, message: null, userErrors: notFoundError('offerId', 'Offer') };
    }
    try {
      const answer = await context.loaders.offers.validateOtherOffer(offerId);
      return { higherOffer: answer.higherOffer, message: answer.message, userErrors: [] };
    } catch (error) {
      return { higherOffer: false, message: null, userErrors: offerRefusal(error) };
    }
  },

  async acceptOffer(_root, { input }, context, info) {
    await requireProfile(context);
    const decoded = fromGlobalId(input.offerId);
    if (decoded?.type !== 'Offer' || decoded.vehicleId === undefined) {
      return saleFailed(notFoundError('offerId', 'Offer'));
    }
    const vehicleId = decoded.vehicleId;
    try {
      const result = await context.loaders.offers.acceptOffer(
        decoded.id,
        vehicleId,
        input.idempotencyKey,
      );
      const after = await refreshed(
        context,
        info,
        vehicleId,
        (chain) => chain.client.id === result.vehicleSale.buyerId,
      );
      return { ...after, message: result.message, userErrors: [] };
    } catch (error) {
      return saleFailed(offerRefusal(error));
    }
  },

  async buyVehicle(_root, { input }, context, info) {
    const profile = await requireProfile(context);
    const vehicleId = databaseIdOf(input.vehicleId, 'Vehicle');
    if (vehicleId === null) return saleFailed(notFoundError('vehicleId', 'Vehicle'));
    try {
      const result = await context.loaders.offers.buy(vehicleId, input.idempotencyKey);
      // The buyer's own negotiation on the vehicle, closed by the sale (if it had one).
      const after = await refreshed(
        context,
        info,
        vehicleId,
        (chain) => chain.client.id === profile.id,
      );
      return {
        ...after,
        message: result.message,
        userErrors: [],
      };
    } catch (error) {
      return saleFailed(offerRefusal(error));
    }
  },

  async markNotificationsRead(_root, { input }, context) {
    const profile = await requireProfile(context);
    const ids = input.ids.map((id) => databaseIdOf(id, 'Notification'));
    if (ids.some((id) => id === null)) {
      return {
        notifications: [],
        viewer: { profile },
        userErrors: notFoundError('ids', 'Notification'),
      };
    }
    try {
      await context.loaders.offers.markNotificationsRead(ids as number[]);
    } catch (error) {
      return { notifications: [], viewer: { profile }, userErrors: offerRefusal(error) };
    }
    const wanted = new Set(ids);
    return {
      notifications: await readNotifications(context, (notification) =>
        wanted.has(notification.id),
      ),
      viewer: { profile },
      userErrors: [],
    };
  },

  async markVehicleNotificationsRead(_root, { input }, context) {
    const profile = await requireProfile(context);
    const vehicleId = databaseIdOf(input.vehicleId, 'Vehicle');
    if (vehicleId === null) {
      return {
        notifications: [],
        viewer: { profile },
        userErrors: notFoundError('vehicleId', 'Vehicle'),
      };
    }
    try {
      await context.loaders.offers.markVehicleNotificationsRead(vehicleId);
    } catch (error) {
      return { notifications: [], viewer: { profile }, userErrors: offerRefusal(error) };
    }
    return {
      notifications: await readNotifications(
        context,
        (notification) => notification.vehicle?.id === vehicleId,
      ),
      viewer: { profile },
      userErrors: [],
    };
  },
};
