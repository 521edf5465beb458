// How many vehicles a dealer negotiates on now: the total of
// GET /api/vehicle/getOffersByUser?status=1&resourcesPerPage=1, fetched at most once per request.
import type { Paged } from '@canam/domain/rest/paged';
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import { OFFER_STATUS } from '@canam/domain/statuses';
import type { RestClient } from '../rest/client.ts';
import { graphQLErrors } from '../rest/errors.ts';

export interface ActiveOfferCountLoader {
  load(): Promise<number>;
}

export function createActiveOfferCountLoader(rest: RestClient): ActiveOfferCountLoader {
  let pending: Promise<number> | null = null;
  return {
    load() {
      pending ??= graphQLErrors(async () => {
        const page = await rest.get<Paged<VehicleDto>>('/api/vehicle/getOffersByUser', {
          status: OFFER_STATUS.ACTIVE,
          resourcesPerPage: 1,
        });
        return Number(page.total) || 0;
      });
      return pending;
    },
  };
}
