// GET /api/vehicle/offer-notifications: the query (values arrive as strings, empty ones ignored)
// and the paged notification shape of the specification.
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@canam/domain/constants';
import type { OfferNotificationDto } from '@canam/domain/rest/notifications';
import type { Paged } from '@canam/domain/rest/paged';
import type { Exactly } from './common.ts';
import { paged } from './common.ts';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const whole = (name: string, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${name} must be a whole number` })
      .int(`${name} must be a whole number`)
      .min(min, `${name} must be at least ${min}`)
      .max(max, `${name} must be at most ${max}`)
      .optional(),
  );

const flag = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['0', '1', 'true', 'false'], { error: `${name} must be 0 or 1` })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true')),
  );

export const offerNotificationQuery = z.object({
  offerTo: whole('offerTo', 1, 2_147_483_647),
  new: flag('new'),
  counter: flag('counter'),
  resourcesPerPage: whole('resourcesPerPage', 1, MAX_PAGE_SIZE),
  page: whole('page', 1, 1_000_000),
});

export type OfferNotificationQuery = z.output<typeof offerNotificationQuery>;

const money = z.string().regex(/^-?\d+\.\d{2}$/);

export const offerNotification = z
  .object({
    id: z.number().int(),
    sent: z.number().int(),
    newNotification: z.boolean(),
    registerDate: z.string(),
    offerPrice: money.nullable(),
    buyer: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
    vehicle: z
      .object({
        id: z.number().int(),
        stockNumber: z.string().nullable(),
        vehicleCostDetail: z.object({ cost: money.nullable() }).nullable(),
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
