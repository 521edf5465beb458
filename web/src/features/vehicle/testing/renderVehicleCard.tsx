// Renders one VehicleCard for a viewer of the fixtures, with a probe telling whether the login
// modal is open. Shared by the card's tests.
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { renderVehicleCardQuery } from '../../../__generated__/renderVehicleCardQuery.graphql.ts';
import { useLoginModal } from '../../../auth/loginModalState.tsx';
import { renderWithRelay } from '../../../testing/renderWithRelay.tsx';
import { VehicleCard } from '../components/VehicleCard.tsx';
import { baseVehicle, viewers, type ViewerName } from './vehicleFixtures.ts';

function TestCard() {
  const data = useLazyLoadQuery<renderVehicleCardQuery>(
    graphql`
      query renderVehicleCardQuery @relay_test_operation {
        viewer {
          ...VehicleCard_viewer
        }
        vehicles(first: 1) {
          edges {
            node {
              ...VehicleCard_vehicle
            }
          }
        }
      }
    `,
    {},
  );
  return <VehicleCard vehicle={data.vehicles.edges[0]!.node} viewer={data.viewer} />;
}

function LoginModalProbe() {
  return useLoginModal().isOpen ? <p>Login modal is open</p> : null;
}

export function renderVehicleCard(viewer: ViewerName, vehicle: Record<string, unknown> = {}) {
  return renderWithRelay(
    <>
      <TestCard />
      <LoginModalProbe />
    </>,
    {
      resolvers: {
        Viewer: () => viewers[viewer],
        Vehicle: () => ({ ...baseVehicle(), ...vehicle }),
      },
    },
  );
}
