// Negotiation calls: offer, counterOffer, acceptOffer, buy, validateOtherOffer, offerChain,
// getOfferHistory, and the offer lists (getOffersByUser, getVehiclesOffers, vehiclesSales).
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@canam/domain/constants';
import { fromCents, toCents } from '@canam/domain/money';
import { OFFER_REFUSALS } from '@canam/domain/offers';
import type { ErrorCode } from '@canam/domain/rest/errors';
import type {
  OfferChainItemDto,
  OfferDto,
  OfferHistoryDto,
  SaleResultDto,
  ValidateOtherOfferDto,
} from '@canam/domain/rest/offers';
import { blankToUndefined, optionalParam, type Exactly } from './common.ts';
import { MAX_PAGE, databaseId, wholeNumber } from './ids.ts';

const MAX_CENTS = 10_000_000_000;
/** The error body's code of a refused amount (the error handler reads an issue's params.code). */
const AMOUNT_CODE = { code: 'INVALID_AMOUNT' } satisfies { code: ErrorCode };

/** A money amount as a decimal string or number, > 0, at most two decimals: normalized "1234.50". */
const amount = z
  .union([z.string(), z.number()], { error: OFFER_REFUSALS.invalidAmount })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (!/^\d+(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: OFFER_REFUSALS.invalidAmount, params: AMOUNT_CODE });
      return z.NEVER;
    }
    const cents = toCents(text);
    if (cents <= 0 || cents > MAX_CENTS) {
      ctx.addIssue({ code: 'custom', message: OFFER_REFUSALS.invalidAmount, params: AMOUNT_CODE });
      return z.NEVER;
    }
    return fromCents(cents);
  });

export const offerBody = z.object({
  vehiclesId: databaseId('vehiclesId'),
  clientId: databaseId('clientId').optional(),
  offerPrice: amount,
});

export const acceptOfferBody = z.object({
  id: databaseId('id'),
  vehiclesId: databaseId('vehiclesId'),
});
export const buyBody = z.object({ vehiclesId: databaseId('vehiclesId') });
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
export const offerDto = z
  .object({
    id: z.number().int(),
    mainOffer: z.number().int(),
    vehiclesId: z.number().int(),
    clientId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.string(),
    offerPrice: money,
    status: z.number().int(),
    createdAt: z.string(),
    registerDate: z.string(),
    updatedAt: z.string(),
    time: z.object({ serverTime: z.string(), expirationTime: z.string() }),
  })
  .meta({ id: 'Offer' });

export const saleResult = z.object({
  message: z.string(),
  vehicleSale: z.object({
    vehiclesId: z.number().int(),
    salePrice: money,
    registerDate: z.string(),
    buyerId: z.number().int(),
  }),
});

export const validateOtherOfferResult = z.object({ message: z.string(), higherOffer: z.boolean() });

const chainItem = z.object({
  id: z.number().int(),
  role: z.string(),
  offerPrice: money,
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.number().int(),
});
export const offerChainResult = z.object({ data: z.array(chainItem) });

export const offerHistoryResult = z.array(
  z.object({
    mainOffer: z.number().int(),
    vehiclesId: z.number().int(),
    state: z.enum(['open', 'accepted', 'closed']),
    client: z.object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      companyName: z.string().nullable(),
    }),
    offers: z.array(chainItem),
    time: z.object({ serverTime: z.string(), expirationTime: z.string().nullable() }),
  }),
);

export const contractChecks: [
  Exactly<z.infer<typeof offerDto>, OfferDto>,
  Exactly<z.infer<typeof saleResult>, SaleResultDto>,
  Exactly<z.infer<typeof validateOtherOfferResult>, ValidateOtherOfferDto>,
  Exactly<z.infer<typeof chainItem>, OfferChainItemDto>,
  Exactly<z.infer<typeof offerHistoryResult>[number], OfferHistoryDto>,
] = [true, true, true, true, true];
