// REST contract of GET /api/vehicle/offer-notifications (those who negotiate: admins, super
// admins, agents, buyers and clients; 403 for the reviewer). Paged {data, currentPage, total,
// perPage}, 6 a page. An agent or a dealer gets the notifications addressed to it (a dealer's offer
// on the agent's vehicle, a sale; a counter-offer to the dealer, its accepted or expired offer),
// admins and super admins every notification addressed to staff. Also the bodies of marking
// notifications read.
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { NOTIFICATION_KINDS, isNotificationKind } from '../notifications.ts';
import { rightsOf } from '../permissions.ts';
import type { RoleName } from '../roles.ts';
import { id, money, personName } from './fields.ts';
import { MAX_PAGE, databaseId, wholeNumber } from './ids.ts';
import { paged } from './paged.ts';
import { blankToUndefined, optionalParam, type QueryParams } from './params.ts';

/** Who may read offer notifications: both sides of a negotiation, each its own. */
export function receivesOfferNotifications(roles: readonly RoleName[]): boolean {
  const rights = rightsOf(roles);
  return rights.negotiates !== 'none' || rights.buys;
}

const flag = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['0', '1', 'true', 'false'], { error: `${name} must be 0 or 1` })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true')),
  );

/** Comma-separated kinds ("offer,counter"); every one must be a notification kind. */
const kindMessage = `kind must list kinds among ${NOTIFICATION_KINDS.join(', ')}`;
const kinds = z
  .string({ error: kindMessage })
  .max(200, kindMessage)
  .transform((text, ctx) => {
    const items = text.split(',').map((item) => item.trim());
    if (!items.every(isNotificationKind)) {
      ctx.addIssue({ code: 'custom', message: kindMessage });
      return z.NEVER;
    }
    return items.filter(isNotificationKind);
  });

/**
 * Query parameters (all optional, empty values ignored):
 * - offerTo: user id of the recipient (admins narrow to one agent; an agent only ever sees its own);
 * - new: 1 for unread notifications only (sent != 2);
 * - counter: 1 for counter-offers only (kind counter: a dealer's offer answering a staff offer, or
 *   for a dealer a staff counter-offer), 0 for everything else;
 * - kind: comma-separated kinds to keep (offer, counter, accepted, bought, expired);
 * - resourcesPerPage (default 6), page (default 1).
 */
export const offerNotificationQuery = z.object({
  offerTo: optionalParam(databaseId('offerTo')),
  new: flag('new'),
  counter: flag('counter'),
  kind: optionalParam(kinds),
  resourcesPerPage: optionalParam(wholeNumber('resourcesPerPage', 1, MAX_PAGE_SIZE)),
  page: optionalParam(wholeNumber('page', 1, MAX_PAGE)),
});
export type OfferNotificationQuery = z.output<typeof offerNotificationQuery>;
export type OfferNotificationQueryParams = QueryParams<typeof offerNotificationQuery>;

/** PUT /api/vehicle/offer-notifications: the ids of the notifications a page showed. */
export const markNotificationsReadBody = z.object({
  ids: z.array(databaseId('ids'), { error: 'ids must be a list of ids' }).max(500),
});

/** PUT /api/vehicle/readOfferNotification?vehicleId=: the vehicle whose notifications are read. */
export const vehicleNotificationsReadQuery = z.object({ vehicleId: databaseId('vehicleId') });

export const notificationsUpdated = z.object({ message: z.string(), updated: z.number().int() });

export const offerNotification = z
  .object({
    id,
    /** 2 means read. */
    sent: z.number().int(),
    newNotification: z.boolean(),
    registerDate: z.string(),
    /** What happened (domain/notifications.ts). */
    kind: z.enum(NOTIFICATION_KINDS),
    /** Whose offer it is about: the dealer's ('client') or staff's ('provider'); null for Buy Now. */
    offerSide: z.enum(['client', 'provider']).nullable(),
    /** Decimal string ("24500.00"): the offer's price, or the sale's. */
    offerPrice: money.nullable(),
    buyer: personName.nullable(),
    vehicle: z
      .object({
        id,
        stockNumber: z.string().nullable(),
        /** cost as recorded (CAD) and costUsd, the cost in USD: (cost + 2500) / fx, 0 for a 0 cost. */
        vehicleCostDetail: z
          .object({ cost: money.nullable(), costUsd: money.nullable() })
          .nullable(),
        vinNumber: z.object({
          make: z.string().nullable(),
          year: z.number().int().nullable(),
          trim: z.string().nullable(),
          transmissionType: z.string().nullable(),
          model: z.string().nullable(),
        }),
        vehicleInformation: z.object({ miles: z.number().int().nullable() }),
        location: z.string().nullable(),
        /** Highest dealer offer on the vehicle before this notification's offer (for the arrow). */
        lastHighestOffer: money.nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'OfferNotification' });
export type OfferNotificationDto = z.output<typeof offerNotification>;

export const offerNotificationPage = paged(offerNotification);
