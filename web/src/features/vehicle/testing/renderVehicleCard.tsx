// Renders one VehicleCard for a viewer of the fixtures, with a probe telling whether the login
// modal is open and one showing the URL (View Offers writes `?offers=`). Mutations are answered
// with `mutation`: the vehicle as it comes back, the payload's fields, or a network failure.
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { renderVehicleCardQuery } from '../../../__generated__/renderVehicleCardQuery.graphql.ts';
import { useLoginModal } from '../../../auth/loginModalState.tsx';
import { renderWithRelay } from '../../../testing/renderWithRelay.tsx';
import { VehicleCard } from '../components/VehicleCard.tsx';
import { baseVehicle, VEHICLE_ID, viewers, type ViewerName } from './vehicleFixtures.ts';

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

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export interface MutationAnswer {
  /** Fields of the vehicle the mutation returns (over the rendered one). */
  vehicle?: Record<string, unknown>;
  /** Fields of the payload (OfferPayload, SalePayload), e.g. userErrors. */
  payload?: Record<string, unknown>;
  /** The request fails (network or gateway error). */
  fail?: boolean;
}

export function renderVehicleCard(
  viewer: ViewerName,
  vehicle: Record<string, unknown> = {},
  mutation: MutationAnswer = {},
) {
  const environment = createMockEnvironment();
  const payload = () => ({ userErrors: [], ...mutation.payload });
  /** The mutations sent, in order, with their variables. */
  const mutations: { name: string; variables: Record<string, unknown> }[] = [];
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => viewers[viewer],
      Vehicle: () => ({ ...baseVehicle(), id: VEHICLE_ID, ...vehicle }),
    }),
  );
  // The mock environment uses a resolver once: this one queues itself again for the next mutation.
  const answerMutation = (operation: OperationDescriptor) => {
    environment.mock.queueOperationResolver((next) => answerMutation(next));
    mutations.push({
      name: operation.request.node.params.name,
      variables: operation.request.variables,
    });
    if (mutation.fail) return new Error('The gateway is down');
    return MockPayloadGenerator.generate(operation, {
      Vehicle: () => ({ ...baseVehicle(), id: VEHICLE_ID, ...vehicle, ...mutation.vehicle }),
      OfferPayload: payload,
      SalePayload: payload,
      OfferChain: () => ({ offers: [], lastOffer: null }),
    });
  };
  environment.mock.queueOperationResolver((operation) => answerMutation(operation));
  const rendered = renderWithRelay(
    <>
      <TestCard />
      <LoginModalProbe />
      <LocationProbe />
    </>,
    { environment },
  );
  return { ...rendered, mutations };
}
