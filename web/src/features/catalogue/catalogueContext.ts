// Which list a URL is (staff or dealer) and which tab it shows: both come from the URL, so the
// loader can build the query before the viewer is known.
import type { CatalogueContext } from '@canam/domain/forms/catalogueFilter';

export const CATALOGUE_TABS = ['vehicles', 'active-offers', 'expired-offers', 'purchases'] as const;
export type CatalogueTab = (typeof CATALOGUE_TABS)[number];

/** /admin/... and /agent/... are staff lists; only the admin area filters by agent. */
export function listContextFor(pathname: string): CatalogueContext {
  const area = pathname.split('/')[1] ?? '';
  return { staff: area === 'admin' || area === 'agent', admin: area === 'admin' };
}

export function tabFromSearch(search: URLSearchParams): CatalogueTab {
  const tab = search.get('tab');
  return (CATALOGUE_TABS as readonly string[]).includes(tab ?? '')
    ? (tab as CatalogueTab)
    : 'vehicles';
}
