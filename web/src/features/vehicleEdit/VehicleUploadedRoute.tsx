// /admin/vehicles/registry/{vin}/uploaded and /agent/vehicles/registry/{vin}/uploaded: the
// registry's last step. A vehicle that cannot be edited is handled as on the edit screen.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useLocation } from 'react-router-dom';
import type { VehicleUploadedRouteQuery } from '../../__generated__/VehicleUploadedRouteQuery.graphql.ts';
import { PageContainer } from '../../components/PageContainer.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { PreloadBoundary } from '../../components/PreloadBoundary.tsx';
import { routeLoader } from '../../relay/routeLoader.ts';
import {
  LockedRedirect,
  lockedText,
  NotYourVehicle,
  VehicleNotFound,
} from './components/LockedVehicle.tsx';
import { RegistrySteps } from './components/RegistrySteps.tsx';
import { UploadedActions } from './components/UploadedActions.tsx';
import { EDIT_TEXTS, toastWarning } from './editTexts.ts';
import { registryArea, registryPaths } from './registryPaths.ts';

const query = graphql`
  query VehicleUploadedRouteQuery($vin: String!) {
    vehicleByVin(vin: $vin) {
      vin
      status
      viewerCanEdit
      ...UploadedActions_vehicle
    }
  }
`;

interface VehicleUploadedLoaderData {
  vin: string;
  queryRef: PreloadedQuery<VehicleUploadedRouteQuery>;
  loadId: number;
}

export const vehicleUploadedLoader = routeLoader(
  (preload, { params }, loadId): VehicleUploadedLoaderData => {
    const vin = params.vin ?? '';
    return {
      vin,
      loadId,
      queryRef: preload<VehicleUploadedRouteQuery>(
        query,
        { vin },
        { fetchPolicy: 'store-and-network' },
      ),
    };
  },
);

function VehicleUploaded({ vin, queryRef }: VehicleUploadedLoaderData) {
  const area = registryArea(useLocation().pathname);
  const vehicle = usePreloadedQuery<VehicleUploadedRouteQuery>(query, queryRef).vehicleByVin;
  const leaveTo = registryPaths.leave(area);
  if (!vehicle) return <VehicleNotFound vin={vin} leaveTo={leaveTo} />;
  const locked = lockedText(vehicle.status);
  if (locked) return <LockedRedirect text={locked} to={leaveTo} />;
  if (!vehicle.viewerCanEdit) return <NotYourVehicle vin={vehicle.vin} leaveTo={leaveTo} />;
  return (
    <>
      <RegistrySteps current={3} />
      <UploadedActions vehicle={vehicle} area={area} />
    </>
  );
}

export function VehicleUploadedRoute() {
  const loaded = useLoaderData() as VehicleUploadedLoaderData;
  return (
    <PageContainer title="Vehicle uploaded">
      <PreloadBoundary
        failure={EDIT_TEXTS.notObtained}
        warn={toastWarning}
        loadId={loaded.loadId}
        loading={<PageLoading />}
      >
        <VehicleUploaded {...loaded} />
      </PreloadBoundary>
    </PageContainer>
  );
}
