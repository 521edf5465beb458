// Pages of offer notifications (GET /api/vehicle/offer-notifications), keyed by their query.
import DataLoader from 'dataloader';
import type {
  OfferNotificationDto,
  OfferNotificationQueryParams,
} from '@canam/domain/rest/notifications';
import type { Paged } from '@canam/domain/rest/paged';
import type { RestClient } from '../rest/client.ts';
import { graphQLErrors } from '../rest/errors.ts';

export type OfferNotificationPageLoader = DataLoader<
  OfferNotificationQueryParams,
  Paged<OfferNotificationDto>,
  string
>;

export function createOfferNotificationPageLoader(rest: RestClient): OfferNotificationPageLoader {
  return new DataLoader(
    (keys) =>
      Promise.all(
        keys.map((params) =>
          graphQLErrors(() =>
            rest.get<Paged<OfferNotificationDto>>('/api/vehicle/offer-notifications', {
              ...params,
            }),
          ),
        ),
      ),
    {
      cacheKeyFn: (params) =>
        JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))),
    },
  );
}
