// /admin/vehicles/registry/{vin} and /agent/vehicles/registry/{vin}: the registry's steps 1 and 2
// (?step=2) of one vehicle. The loader preloads the vehicle with the agents and export locations
// the form offers; the screen decides whether the vehicle may be edited at all.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useLocation } from 'react-router-dom';
import type { VehicleEditRouteQuery } from '../../__generated__/VehicleEditRouteQuery.graphql.ts';
import { PageContainer } from '../../components/PageContainer.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { PreloadBoundary } from '../../components/PreloadBoundary.tsx';
import { routeLoader } from '../../relay/routeLoader.ts';
import { VehicleNotFound } from './components/LockedVehicle.tsx';
import { VehicleEditScreen } from './components/VehicleEditScreen.tsx';
import { EDIT_TEXTS, toastWarning } from './editTexts.ts';
import { editStep, registryArea, registryPaths } from './registryPaths.ts';

const query = graphql`
  query VehicleEditRouteQuery($vin: String!) {
    vehicleByVin(vin: $vin) {
      ...VehicleEditScreen_vehicle
    }
    ...VehicleEditForm_query
  }
`;

interface VehicleEditLoaderData {
  vin: string;
  step: 1 | 2;
  queryRef: PreloadedQuery<VehicleEditRouteQuery>;
  loadId: number;
}

export const vehicleEditLoader = routeLoader(
  (preload, { params, request }, loadId): VehicleEditLoaderData => {
    const vin = params.vin ?? '';
    return {
      vin,
      step: editStep(new URL(request.url).searchParams),
      loadId,
      // The server is always asked: another user may have sold or deleted the vehicle meanwhile.
      queryRef: preload<VehicleEditRouteQuery>(
        query,
        { vin },
        { fetchPolicy: 'store-and-network' },
      ),
    };
  },
);

function VehicleEdit({ vin, step, queryRef }: VehicleEditLoaderData) {
  const area = registryArea(useLocation().pathname);
  const data = usePreloadedQuery<VehicleEditRouteQuery>(query, queryRef);
  if (!data.vehicleByVin) return <VehicleNotFound vin={vin} leaveTo={registryPaths.leave(area)} />;
  return <VehicleEditScreen vehicle={data.vehicleByVin} query={data} area={area} step={step} />;
}

export function VehicleEditRoute() {
  const loaded = useLoaderData() as VehicleEditLoaderData;
  const area = registryArea(useLocation().pathname);
  return (
    <PageContainer
      title={area === 'admin' ? 'Vehicle registry' : 'Edit vehicle'}
      subtitle={`VIN ${loaded.vin}`}
    >
      <PreloadBoundary
        failure={EDIT_TEXTS.notObtained}
        warn={toastWarning}
        loadId={loaded.loadId}
        loading={<PageLoading />}
      >
        <VehicleEdit {...loaded} />
      </PreloadBoundary>
    </PageContainer>
  );
}
