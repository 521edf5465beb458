// /superAdmin/vehicles/dashboard?vin={VIN} (super admins and admins): the vehicle's VIN, its four
// cards and one section of records (checks by default), kept live. Without a VIN the table is the
// place to pick one. The route preloads the vehicle with its counts and the section's page apart,
// so switching section or page keeps the cards in place while the list loads.
import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { redirect, useLoaderData } from 'react-router-dom';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import type { SectionRecordsQuery } from '../../__generated__/SectionRecordsQuery.graphql.ts';
import type { VehicleDashboardRouteQuery } from '../../__generated__/VehicleDashboardRouteQuery.graphql.ts';
import { PageContainer } from '../../components/PageContainer.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { routeLoader } from '../../relay/routeLoader.ts';
import { useVehicleRecordsLive } from '../vehicleRecords/live/useVehicleRecordsLive.ts';
import { recordPageVariables } from '../vehicleRecords/useRecordPage.ts';
import { DashboardCards } from './components/DashboardCards.tsx';
import { DashboardNotFound } from './components/DashboardNotFound.tsx';
import { RecordSection } from './components/RecordSection.tsx';
import { PreloadBoundary } from '../../components/PreloadBoundary.tsx';
import { toastRecordWarning } from '../vehicleRecords/recordToasts.ts';
import { sectionRecordsQuery } from './components/SectionRecords.tsx';
import {
  parseDashboardSearch,
  VEHICLE_TABLE_PATH,
  type DashboardSearch,
} from './dashboardSearch.ts';

/** The specification's warning when the vehicle cannot be loaded (section 8). */
export const VEHICLE_NOT_OBTAINED = 'Vehicle information not obtained';

const query = graphql`
  query VehicleDashboardRouteQuery($vin: String!) {
    liveCursor
    vehicleByVin(vin: $vin) {
      id
      title
      ...DashboardCards_vehicle
    }
  }
`;

interface VehicleDashboardLoaderData {
  search: DashboardSearch;
  vehicleRef: PreloadedQuery<VehicleDashboardRouteQuery>;
  sectionRef: PreloadedQuery<SectionRecordsQuery>;
  loadId: number;
}

export const vehicleDashboardLoader = routeLoader(
  (preload, { request }, loadId): VehicleDashboardLoaderData => {
    const search = parseDashboardSearch(new URL(request.url).searchParams);
    if (!search.vin) throw redirect(VEHICLE_TABLE_PATH);
    // The store's copy shows at once (cards stay put on a section switch); the server's follows.
    const options = { fetchPolicy: 'store-and-network' } as const;
    return {
      search,
      loadId,
      vehicleRef: preload<VehicleDashboardRouteQuery>(query, { vin: search.vin }, options),
      sectionRef: preload<SectionRecordsQuery>(
        sectionRecordsQuery,
        { vin: search.vin, ...recordPageVariables(search.kind, search.page) },
        options,
      ),
    };
  },
);

interface VehicleDashboardProps extends VehicleDashboardLoaderData {
  formShown: boolean;
  onToggleForm: () => void;
}

function VehicleDashboard(props: VehicleDashboardProps) {
  const { vehicleRef, sectionRef, search, loadId, formShown, onToggleForm } = props;
  const data = usePreloadedQuery<VehicleDashboardRouteQuery>(query, vehicleRef);
  const vehicle = data.vehicleByVin;
  // Records other staff add, and their counts, show up without a reload.
  useVehicleRecordsLive(vehicle ? [vehicle.id] : [], data.liveCursor ?? null);
  if (!vehicle) return <DashboardNotFound vin={search.vin} />;
  return (
    <Stack gap={{ base: 5, md: 8 }}>
      <Text color="gray.700" fontWeight="medium">
        {vehicle.title}
      </Text>
      <DashboardCards vehicle={vehicle} selected={search.kind} />
      <RecordSection
        key={search.kind}
        kind={search.kind}
        vehicleId={vehicle.id}
        queryRef={sectionRef}
        loadId={loadId}
        formShown={formShown}
        onToggleForm={onToggleForm}
      />
    </Stack>
  );
}

export function VehicleDashboardRoute() {
  const loaded = useLoaderData() as VehicleDashboardLoaderData;
  // Which section's form is open; a new load remounts the page below, this stays.
  const [formOf, setFormOf] = useState<VehicleRecordKind | null>(null);
  const { kind } = loaded.search;
  return (
    <PageContainer title="Vehicle dashboard" subtitle={`VIN ${loaded.search.vin}`}>
      <PreloadBoundary
        failure={VEHICLE_NOT_OBTAINED}
        warn={toastRecordWarning}
        loadId={loaded.loadId}
        loading={<PageLoading />}
      >
        <VehicleDashboard
          {...loaded}
          formShown={formOf === kind}
          onToggleForm={() => setFormOf(formOf === kind ? null : kind)}
        />
      </PreloadBoundary>
    </PageContainer>
  );
}
