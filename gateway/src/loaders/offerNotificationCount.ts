// How many unread offer notifications of some kinds the viewer has (its badge): the total of
// GET /api/vehicle/offer-notifications?new=1&kind=…&resourcesPerPage=1, fetched at most once per
// request.
import type { NotificationKind } from '@canam/domain/notifications';
import type { OfferNotificationDto } from '@canam/domain/rest/notifications';
import type { Paged } from '@canam/domain/rest/paged';
import type { RestClient } from '../rest/client.ts';
import { graphQLErrors } from '../rest/errors.ts';

export interface OfferNotificationCountLoader {
  /** The kinds come from the viewer's roles (badgeNotificationKinds), the same all request long. */
  load(kinds: readonly NotificationKind[]): Promise<number>;
}

export function createOfferNotificationCountLoader(rest: RestClient): OfferNotificationCountLoader {
  let pending: Promise<number> | null = null;
  return {
    load(kinds) {
      pending ??= graphQLErrors(async () => {
        const page = await rest.get<Paged<OfferNotificationDto>>(
          '/api/vehicle/offer-notifications',
          { new: 1, kind: kinds.join(','), resourcesPerPage: 1 },
        );
        return Number(page.total) || 0;
      });
      return pending;
    },
  };
}
