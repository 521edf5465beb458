// Offer notifications: the query of GET /api/vehicle/offer-notifications (values arrive as
// strings, empty ones ignored) and its paged shape, and the bodies of marking them read.
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@canam/domain/constants';
import { NOTIFICATION_KINDS, isNotificationKind } from '@canam/domain/notifications';
import type { OfferNotificationDto } from '@canam/domain/rest/notifications';
import type { Paged } from '@canam/domain/rest/paged';
import { blankToUndefined, optionalParam, paged, type Exactly } from './common.ts';
import { MAX_PAGE, databaseId, wholeNumber } from './ids.ts';

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

export const offerNotificationQuery = z.object({
  offerTo: optionalParam(databaseId('offerTo')),
  new: flag('new'),
  counter: flag('counter'),
  kind: optionalParam(kinds),
  resourcesPerPage: optionalParam(wholeNumber('resourcesPerPage', 1, MAX_PAGE_SIZE)),
  page: optionalParam(wholeNumber('page', 1, MAX_PAGE)),
});

export type OfferNotificationQuery = z.output<typeof offerNotificationQuery>;

/** PUT /api/vehicle/offer-notifications: the ids of the notifications a page showed. */
export const markNotificationsReadBody = z.object({
  ids: z.array(databaseId('ids'), { error: 'ids must be a list of ids' }).max(500),
});

/** PUT /api/vehicle/readOfferNotification?vehicleId=: the vehicle whose notifications are read. */
export const vehicleNotificationsReadQuery = z.object({ vehicleId: databaseId('vehicleId') });

export const notificationsUpdated = z.object({ message: z.string(), updated: z.number().int() });

const money = z.string().regex(/^-?\d+\.\d{2}$/);

export const offerNotification = z
  .object({
    id: z.number().int(),
    sent: z.number().int(),
    newNotification: z.boolean(),
    registerDate: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    offerSide: z.enum(['client', 'provider']).nullable(),
    offerPrice: money.nullable(),
    buyer: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
    vehicle: z
      .object({
        id: z.number().int(),
        stockNumber: z.string().nullable(),
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
        lastHighestOffer: money.nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'OfferNotification' });

export const offerNotificationPage = paged(offerNotification);

export const contractChecks: [
  Exactly<z.infer<typeof offerNotification>, OfferNotificationDto>,
  Exactly<z.infer<typeof offerNotificationPage>, Paged<OfferNotificationDto>>,
] = [true, true];
