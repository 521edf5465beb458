// Renders the registry's routes (edit and last step, under /admin and /agent) against a mock
// environment: every query is answered from the fixtures (and recorded), mutations stay pending for the test to
// answer (or refuse) and check.
import { act, waitFor } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { renderRoutesWithRelay, type MockEnvironment } from '../../../testing/renderWithRelay.tsx';
import { vehicleEditLoader, VehicleEditRoute } from '../VehicleEditRoute.tsx';
import { vehicleUploadedLoader, VehicleUploadedRoute } from '../VehicleUploadedRoute.tsx';
import { AGENT, EXPORT_LOCATIONS, OTHER_AGENT, registryVehicle } from './registryFixtures.ts';

export interface RegistryFixtures {
  /** The vehicle's fields over the fixture's; null: no vehicle has the VIN. */
  vehicle?: Record<string, unknown> | null;
  parts?: { id: string; name: string }[];
  buyers?: object[];
  /** Every query of this name fails. */
  failing?: string;
}

function answerQueries(environment: MockEnvironment, fixtures: RegistryFixtures) {
  const { vehicle = {}, parts = [], buyers = [], failing } = fixtures;
  const asked: { name: string; variables: Record<string, unknown> }[] = [];
  const answer = (operation: OperationDescriptor): unknown => {
    const { name, operationKind } = operation.request.node.params;
    if (operationKind !== 'query') return null;
    // a resolver answers once: queue it again for the next query
    environment.mock.queueOperationResolver((next) => answer(next) as never);
    asked.push({ name, variables: { ...operation.request.variables } });
    if (name === failing) return new Error('The gateway is down');
    return MockPayloadGenerator.generate(operation, {
      Query: () => ({
        vehicleByVin: vehicle === null ? null : registryVehicle(vehicle),
        agents: [AGENT, OTHER_AGENT],
        exportLocations: EXPORT_LOCATIONS,
        vehicleParts: parts.map((part) => ({ __typename: 'VehiclePart', databaseId: 1, ...part })),
        saleBuyers: buyers,
      }),
    });
  };
  environment.mock.queueOperationResolver((operation) => answer(operation) as never);
  return asked;
}

const landing = (path: string, text: string) => ({ path, element: <h1>{text}</h1> });

export function renderRegistry(route: string, fixtures: RegistryFixtures = {}) {
  const environment = createMockEnvironment();
  const asked = answerQueries(environment, fixtures);
  const rendered = renderRoutesWithRelay(
    (preload) => {
      const pages = [
        {
          path: 'vehicles/registry/:vin',
          loader: vehicleEditLoader.with(preload),
          Component: VehicleEditRoute,
        },
        {
          path: 'vehicles/registry/:vin/uploaded',
          loader: vehicleUploadedLoader.with(preload),
          Component: VehicleUploadedRoute,
        },
      ];
      return [
        {
          path: '/admin',
          children: [
            ...pages,
            landing('vehicles/registry', 'The VIN screen'),
            landing('vehicles/list', 'The admin list'),
          ],
        },
        { path: '/agent', children: [...pages, landing('vehicles/list', 'The agent list')] },
      ];
    },
    { environment, route },
  );
  return { ...rendered, asked };
}

/** The pending operation of that name (the latest one), once the screen has sent it. */
export function sentOperation(environment: MockEnvironment, name: string) {
  return waitFor(() => {
    const found = environment.mock
      .getAllOperations()
      .filter((operation) => operation.request.node.params.name === name)
      .at(-1);
    if (!found) throw new Error(`No pending ${name}`);
    return found;
  });
}

/** Answers the latest mutation of that name with a VehiclePayload built on `payload`. */
export async function answerMutation(
  environment: MockEnvironment,
  name: string,
  payload: Record<string, unknown>,
  payloadType = 'VehiclePayload',
) {
  const operation = await sentOperation(environment, name);
  act(() =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        [payloadType]: () => ({ userErrors: [], ...payload }),
      }),
    ),
  );
  return operation;
}

/** Fails the latest mutation of that name as a network error would. */
export async function failMutation(environment: MockEnvironment, name: string) {
  const operation = await sentOperation(environment, name);
  act(() => environment.mock.reject(operation, new Error('Network request failed')));
  return operation;
}
