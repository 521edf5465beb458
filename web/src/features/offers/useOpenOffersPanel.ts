// Opens the offers side panel of a vehicle by putting its global id in the URL (`?offers=`), so
// the panel survives a reload and any page with an OffersPanelHost shows it.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const OFFERS_PARAM = 'offers';

export function useOpenOffersPanel(): (vehicleId: string) => void {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (vehicleId: string) =>
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        next.set(OFFERS_PARAM, vehicleId);
        return next;
      }),
    [setSearchParams],
  );
}

/**
 * Whether following a link to `to` from `location` only opens the offers panel: the same page
 * with the same parameters, `?offers=` aside. Such a link opens a dialog (aria-haspopup); one that
 * also changes the page, its tab or its filters is a navigation, landing with the panel open.
 */
export function opensOffersPanelInPlace(
  to: string,
  location: { pathname: string; search: string },
): boolean {
  const target = new URL(to, `http://page${location.pathname}`);
  if (target.pathname !== location.pathname || !target.searchParams.has(OFFERS_PARAM)) {
    return false;
  }
  const withoutPanel = (params: URLSearchParams) => {
    const rest = new URLSearchParams(params);
    rest.delete(OFFERS_PARAM);
    rest.sort();
    return rest.toString();
  };
  return withoutPanel(target.searchParams) === withoutPanel(new URLSearchParams(location.search));
}
