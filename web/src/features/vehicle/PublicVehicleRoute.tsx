// /public/vehicle/{base64 of the vehicle id}: the shareable view of one vehicle of the public
// inventory, never with prices; an id that is not base64 of a vehicle id is not found.
import { Button, Flex } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { PublicVehicleRouteQuery } from '../../__generated__/PublicVehicleRouteQuery.graphql.ts';
import { routeLoader, type PreloadedPage } from '../../relay/routeLoader.ts';
import { VehicleDetailBody } from './components/VehicleDetailBody.tsx';
import { VehicleNotFound } from './components/VehicleNotFound.tsx';
import { VehicleRouteFrame } from './components/VehiclePageFrame.tsx';
import { decodePublicId, vehicleDetailPath } from './vehiclePaths.ts';

export const publicVehicleQuery = graphql`
  query PublicVehicleRouteQuery($databaseId: Int!) @throwOnFieldError {
    viewer {
      isLoggedIn
      ...VehicleDetailBody_viewer
    }
    publicVehicle(databaseId: $databaseId) {
      title
      vin
      vinNumber {
        make
        model
      }
      ...VehicleDetailBody_vehicle
    }
  }
`;

type PublicVehicleLoaderData = PreloadedPage<
  PublicVehicleRouteQuery,
  PreloadedQuery<PublicVehicleRouteQuery> | null
>;

export const publicVehicleLoader = routeLoader(
  (preload, { params }, loadId): PublicVehicleLoaderData => {
    const databaseId = decodePublicId(params.id);
    // Always from the network: the public answer must not reuse what a logged-in viewer loaded.
    const options = { fetchPolicy: 'network-only' } as const;
    return {
      loadId,
      queryRef:
        databaseId === null
          ? null
          : preload<PublicVehicleRouteQuery>(publicVehicleQuery, { databaseId }, options),
    };
  },
);

export function PublicVehicle({ queryRef }: { queryRef: PreloadedQuery<PublicVehicleRouteQuery> }) {
  const data = usePreloadedQuery<PublicVehicleRouteQuery>(publicVehicleQuery, queryRef);
  const vehicle = data.publicVehicle;
  if (!vehicle) return <VehicleNotFound />;
  return (
    <>
      <title>{`${vehicle.title} · CANAM Marketplace`}</title>
      <VehicleDetailBody vehicle={vehicle} viewer={data.viewer} mode="public" />
      {data.viewer.isLoggedIn && (
        <Flex justify="center" mt="6">
          <Button asChild colorPalette="brand">
            <RouterLink to={vehicleDetailPath({ vin: vehicle.vin, ...vehicle.vinNumber })}>
              <ExternalLink /> See prices and offers
            </RouterLink>
          </Button>
        </Flex>
      )}
    </>
  );
}

export function PublicVehicleRoute() {
  const { queryRef, loadId } = useLoaderData() as PublicVehicleLoaderData;
  return (
    <VehicleRouteFrame loadId={loadId} hasQuery={queryRef !== null}>
      {queryRef && <PublicVehicle queryRef={queryRef} />}
    </VehicleRouteFrame>
  );
}
