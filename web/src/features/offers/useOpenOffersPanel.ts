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
