// A catalogue page that follows the whole catalogue, not only its own cards: it subscribes to
// Subscription.vehicleChanged for every vehicle the viewer may see. Cards on the page update in
// place from each event (liveVehicle_vehicle); an event about a vehicle that is not on the page
// and is now on sale (staff just completed its registration, or a bulk file put it on sale) asks
// the page to load again, so it appears without a reload. The gateway only delivers vehicles the
// viewer may see: a guest never hears of a Draft.
import { useEffect, useMemo, useRef } from 'react';
import type { useLiveCatalogueSubscription } from '../../../__generated__/useLiveCatalogueSubscription.graphql.ts';
import {
  useDeferredSubscription,
  type DeferredSubscriptionConfig,
} from '../../../relay/useDeferredSubscription.ts';

const ON_SALE = new Set(['ReadyToSell', 'InStock']);

const loadSubscription = () => import('./useLiveCatalogueSubscription.ts');

/**
 * `pageIds`: the global ids of the vehicles on the page; `after`: the page query's liveCursor;
 * `onNewVehicle`: loads the page again (the caller coalesces bursts); without it there is no
 * subscription (the page follows its own cards only, useLiveVehicles).
 */
export function useLiveCatalogue(
  pageIds: readonly string[],
  after: string | null,
  onNewVehicle: (() => void) | undefined,
): void {
  // The latest page and callback, read by the running subscription without restarting it.
  const latest = useRef({ pageIds: new Set(pageIds), onNewVehicle });
  useEffect(() => {
    latest.current = { pageIds: new Set(pageIds), onNewVehicle };
  });
  const following = !!onNewVehicle;
  const config = useMemo<DeferredSubscriptionConfig<useLiveCatalogueSubscription> | null>(
    () =>
      following
        ? {
            variables: { after },
            onNext: (response) => {
              const vehicle = response?.vehicleChanged.vehicle;
              if (!vehicle || latest.current.pageIds.has(vehicle.id)) return;
              if (ON_SALE.has(vehicle.status)) latest.current.onNewVehicle?.();
            },
            // A refused or failed subscription leaves the page as loaded: still usable, just not live.
            onError: () => undefined,
          }
        : null,
    // The first cursor is enough: later refetches keep the running subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [following],
  );
  useDeferredSubscription<useLiveCatalogueSubscription>(loadSubscription, config);
}
