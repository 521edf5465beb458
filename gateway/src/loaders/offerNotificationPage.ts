// Pages of offer notifications (GET /api/vehicle/offer-notifications), keyed by their query.
import type DataLoader from 'dataloader';
import type {
  OfferNotificationDto,
  OfferNotificationQueryParams,
} from '@canam/domain/rest/notifications';
import type { Paged } from '@canam/domain/rest/paged';
import type { RestClient } from '../rest/client.ts';
import { perKeyLoader, queryKey } from './perKey.ts';

export type OfferNotificationPageLoader = DataLoader<
  OfferNotificationQueryParams,
  Paged<OfferNotificationDto>,
  string
>;

export function createOfferNotificationPageLoader(rest: RestClient): OfferNotificationPageLoader {
  return perKeyLoader(
    (params) =>
      rest.get<Paged<OfferNotificationDto>>('/api/vehicle/offer-notifications', { ...params }),
    (params) => queryKey('offer-notifications', params),
  );
}
