// REST contract of the negotiation calls: POST /api/vehicle/offer, /api/vehicle/counterOffer,
// /api/vehicle/acceptOffer, /api/vehicle/buy, /api/vehicle/validateOtherOffer,
// /api/vehicle/offerChain, GET /api/vehicle/getOfferHistory, and the query of the offer lists
// (getOffersByUser, getVehiclesOffers, vehiclesSales). Money is a decimal string.
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { offerPrice } from '../offerPrice.ts';
import { id, personName } from './fields.ts';
import { MAX_PAGE, databaseId, wholeNumber } from './ids.ts';
import { blankToUndefined, optionalParam } from './params.ts';

/** Body of POST /api/vehicle/offer (a dealer) and /api/vehicle/counterOffer (staff). */
export const offerBody = z.object({
  vehiclesId: databaseId('vehiclesId'),
  clientId: databaseId('clientId').optional(),
  offerPrice,
});
export type OfferRequest = z.input<typeof offerBody>;

export const acceptOfferBody = z.object({
  id: databaseId('id'),
  vehiclesId: databaseId('vehiclesId'),
});
export type AcceptOfferRequest = z.input<typeof acceptOfferBody>;
export const buyBody = z.object({ vehiclesId: databaseId('vehiclesId') });
export type BuyRequest = z.input<typeof buyBody>;
export const validateOtherOfferBody = z.object({ offerId: databaseId('offerId') });
export const offerChainBody = z.object({
  status: wholeNumber('status', 0, 3).optional(),
  vehicleId: databaseId('vehicleId'),
  clientId: databaseId('clientId'),
});
export const offerHistoryQuery = z.object({ vehicleId: databaseId('vehicleId') });

export const offerListQuery = z.object({
  status: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('1')).transform(Number),
  vehicleId: optionalParam(databaseId('vehicleId')),
  client: optionalParam(z.string().trim().max(200)),
  agent: optionalParam(databaseId('agent')),
  resourcesPerPage: optionalParam(wholeNumber('resourcesPerPage', 1, MAX_PAGE_SIZE)),
  page: optionalParam(wholeNumber('page', 1, MAX_PAGE)),
});
export const purchasesQuery = offerListQuery.pick({ resourcesPerPage: true, page: true });

const money = z.string();
const expiry = z.object({ serverTime: z.string(), expirationTime: z.string() });

/** One offer (specification, Offer entity). `role` is its author's role; status 1 active, 0 expired, 2 accepted, 3 closed. */
export const offerDto = z
  .object({
    id,
    /** The offer chain (one vehicle, one dealer) this offer belongs to. */
    mainOffer: z.number().int(),
    vehiclesId: z.number().int(),
    clientId: z.number().int(),
    ...personName.shape,
    role: z.string(),
    offerPrice: money,
    status: z.number().int(),
    createdAt: z.string(),
    registerDate: z.string(),
    updatedAt: z.string(),
    time: expiry,
  })
  .meta({ id: 'Offer' });
export type OfferDto = z.output<typeof offerDto>;

/** 200 answer of acceptOffer and buy. */
export const saleResult = z.object({
  message: z.string(),
  vehicleSale: z.object({
    vehiclesId: z.number().int(),
    salePrice: money,
    registerDate: z.string(),
    buyerId: z.number().int(),
  }),
});
export type SaleResultDto = z.output<typeof saleResult>;

/** 200 answer of validateOtherOffer: OFFER_MESSAGES.higherOffer or OFFER_MESSAGES.noHigherBid. */
export const validateOtherOfferResult = z.object({ message: z.string(), higherOffer: z.boolean() });
export type ValidateOtherOfferDto = z.output<typeof validateOtherOfferResult>;

/** One item of POST /api/vehicle/offerChain's data list (specification: role, offerPrice, createdAt). */
const chainItem = z.object({
  id,
  role: z.string(),
  offerPrice: money,
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.number().int(),
});
export type OfferChainItemDto = z.output<typeof chainItem>;
export const offerChainResult = z.object({ data: z.array(chainItem) });

/** One dealer's negotiation on a vehicle, in GET /api/vehicle/getOfferHistory. */
const offerHistory = z.object({
  mainOffer: z.number().int(),
  vehiclesId: z.number().int(),
  state: z.enum(['open', 'accepted', 'closed']),
  client: z.object({ id, ...personName.shape, companyName: z.string().nullable() }),
  offers: z.array(chainItem),
  time: expiry.extend({ expirationTime: z.string().nullable() }),
});
export type OfferHistoryDto = z.output<typeof offerHistory>;
export const offerHistoryResult = z.array(offerHistory);
