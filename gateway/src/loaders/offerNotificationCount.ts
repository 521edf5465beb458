// How many unread offer notifications the viewer has: the total of
// GET /api/vehicle/offer-notifications?new=1&resourcesPerPage=1, fetched at most once per request.
import type { OfferNotificationDto } from '@canam/domain/rest/notifications';
import type { Paged } from '@canam/domain/rest/paged';
import type { RestClient } from '../rest/client.ts';
import { graphQLErrors } from '../rest/errors.ts';

export interface OfferNotificationCountLoader {
  load(): Promise<number>;
}

export function createOfferNotificationCountLoader(rest: RestClient): OfferNotificationCountLoader {
  let pending: Promise<number> | null = null;
  return {
    load() {
      pending ??= graphQLErrors(async () => {
        const page = await rest.get<Paged<OfferNotificationDto>>(
          '/api/vehicle/offer-notifications',
          { new: 1, resourcesPerPage: 1 },
        );
        return Number(page.total) || 0;
      });
      return pending;
    },
  };
}
