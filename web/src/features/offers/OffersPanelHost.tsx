// Shows the offers side panel for the vehicle named by the URL's `?offers=` (a Vehicle global id);
// closing it removes the parameter and keeps the others. The panel's code loads on first use.
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OFFERS_PARAM } from './useOpenOffersPanel.ts';

const OffersPanel = lazy(async () => ({
  default: (await import('./components/OffersPanel.tsx')).OffersPanel,
}));

export function OffersPanelHost() {
  const [searchParams, setSearchParams] = useSearchParams();
  const vehicleId = searchParams.get(OFFERS_PARAM);
  if (!vehicleId) return null;
  const close = () =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.delete(OFFERS_PARAM);
      return next;
    });
  return (
    <Suspense fallback={null}>
      <OffersPanel vehicleId={vehicleId} onClose={close} />
    </Suspense>
  );
}
