// The staff offers screen's state in the URL: the tab (?status=expired, active when absent), the
// client text, the agent (admins) and the page. Leaving the screen drops them all, with the offers
// panel's ?offers=, which is what the specification asks of leaving.
import { z } from 'zod';

export const OFFER_TABS = ['active', 'expired'] as const;
export type OfferTab = (typeof OFFER_TABS)[number];

/** The filter form's fields; the URL is read through the same schema. */
export const offersFilterSchema = z.object({
  client: z.string().trim().max(100),
  agent: z.string().max(200),
});
export type OffersFilter = z.infer<typeof offersFilterSchema>;

export interface OffersSearch extends OffersFilter {
  tab: OfferTab;
  page: number;
}

const pageSchema = z.coerce.number().int().positive().catch(1);

export function parseOffersSearch(search: URLSearchParams): OffersSearch {
  const filter = offersFilterSchema.safeParse({
    client: search.get('client') ?? '',
    agent: search.get('agent') ?? '',
  });
  const tab = search.get('status') === 'expired' ? 'expired' : 'active';
  return {
    tab,
    client: filter.success ? filter.data.client : '',
    agent: filter.success ? filter.data.agent : '',
    page: pageSchema.parse(search.get('page') ?? 1),
  };
}

/** The URL after a new filter: the same tab, the first page, the panel left open. */
export function withFilter(search: URLSearchParams, filter: OffersFilter): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('page');
  for (const key of ['client', 'agent'] as const) {
    const value = filter[key].trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The URL of a tab: its status alone, every filter, page and the side panel reset. */
export function searchForTab(tab: OfferTab): URLSearchParams {
  return new URLSearchParams(tab === 'expired' ? { status: 'expired' } : {});
}
