// /vehicle/{vin}-{make}-{model}: one vehicle in full. Only the part before the first dash is
// looked up (a VIN or a stock number); none the viewer may see is a real not-found state.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { VehicleDetailRouteQuery } from '../../__generated__/VehicleDetailRouteQuery.graphql.ts';
import { routeLoader, type PreloadedPage } from '../../relay/routeLoader.ts';
import { useLiveVehicles } from '../offers/live/useLiveVehicles.ts';
import { OffersPanelHost } from '../offers/OffersPanelHost.tsx';
import { VehicleDetailBody } from './components/VehicleDetailBody.tsx';
import { VehicleNotFound } from './components/VehicleNotFound.tsx';
import { VehicleRouteFrame } from './components/VehiclePageFrame.tsx';
import { vinFromSlug } from './vehiclePaths.ts';

export const vehicleDetailQuery = graphql`
  query VehicleDetailRouteQuery($vin: String!) @throwOnFieldError {
    liveCursor
    viewer {
      ...VehicleDetailBody_viewer
    }
    vehicleByVin(vin: $vin) {
      id
      title
      ...VehicleDetailBody_vehicle
    }
  }
`;

type VehicleDetailLoaderData = PreloadedPage<
  VehicleDetailRouteQuery,
  PreloadedQuery<VehicleDetailRouteQuery> | null
>;

export const vehicleDetailLoader = routeLoader(
  (preload, { params }, loadId): VehicleDetailLoaderData => {
    const vin = vinFromSlug(params.slug);
    const options = { fetchPolicy: 'store-and-network' } as const;
    return {
      loadId,
      queryRef: vin ? preload<VehicleDetailRouteQuery>(vehicleDetailQuery, { vin }, options) : null,
    };
  },
);

export function VehicleDetail({ queryRef }: { queryRef: PreloadedQuery<VehicleDetailRouteQuery> }) {
  const data = usePreloadedQuery<VehicleDetailRouteQuery>(vehicleDetailQuery, queryRef);
  // Sold, repriced or a new current offer: the page follows the vehicle live.
  useLiveVehicles(data.vehicleByVin ? [data.vehicleByVin.id] : [], data.liveCursor ?? null);
  if (!data.vehicleByVin) return <VehicleNotFound />;
  return (
    <>
      <title>{`${data.vehicleByVin.title} · CANAM Marketplace`}</title>
      <VehicleDetailBody vehicle={data.vehicleByVin} viewer={data.viewer} mode="page" />
    </>
  );
}

export function VehicleDetailRoute() {
  const { queryRef, loadId } = useLoaderData() as VehicleDetailLoaderData;
  return (
    <VehicleRouteFrame loadId={loadId} hasQuery={queryRef !== null}>
      {queryRef && <VehicleDetail queryRef={queryRef} />}
      <OffersPanelHost />
    </VehicleRouteFrame>
  );
}
