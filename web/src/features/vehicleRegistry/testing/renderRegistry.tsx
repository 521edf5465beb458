// The VIN screen as its tests render it: the route on a mock environment that answers the viewer
// query with the given roles and leaves mutations and subscriptions for the test to answer, with
// the registry's next routes showing where the screen went.
import { act, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { renderWithRelay, type MockEnvironment } from '../../../testing/renderWithRelay.tsx';
import { VehicleRegistryRoute } from '../VehicleRegistryRoute.tsx';

export const REGISTRY_ROUTE = '/admin/vehicles/registry';

function Arrived() {
  return <output aria-label="arrived at">{useLocation().pathname}</output>;
}

/** Answers the viewer query (only) with these roles. */
export function answerViewer(environment: MockEnvironment, roles: string[]): void {
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.name === 'useViewerQuery'
      ? MockPayloadGenerator.generate(operation, {
          Viewer: () => ({ isLoggedIn: true, roles, user: null }),
        })
      : null,
  );
}

export function renderRegistry(roles: string[] = ['ROLE_ADMIN']) {
  const environment = createMockEnvironment();
  answerViewer(environment, roles);
  return renderWithRelay(
    <Routes>
      <Route path={REGISTRY_ROUTE} element={<VehicleRegistryRoute />} />
      <Route path="/admin/vehicles/registry/:vin" element={<Arrived />} />
      <Route path="/agent/vehicles/registry/:vin" element={<Arrived />} />
    </Routes>,
    { environment, route: REGISTRY_ROUTE },
  );
}

/** The operation named `name` once the screen sent it. */
export function sentOperation(
  environment: MockEnvironment,
  name: string,
): Promise<OperationDescriptor> {
  return waitFor(() => {
    const operation = environment.mock
      .getAllOperations()
      .find((pending) => pending.request.node.params.name === name);
    if (!operation) throw new Error(`${name} was not sent`);
    return operation;
  });
}

export async function answer(
  environment: MockEnvironment,
  operation: OperationDescriptor,
  data: Record<string, unknown>,
): Promise<void> {
  await act(async () => {
    environment.mock.resolve(operation, { data });
  });
}

export async function fail(
  environment: MockEnvironment,
  operation: OperationDescriptor,
): Promise<void> {
  await act(async () => {
    environment.mock.reject(operation, new Error('offline'));
  });
}

/** A registered vehicle as registerVehicle answers it. */
export function registered(vin: string) {
  return {
    registerVehicle: {
      created: true,
      decoded: true,
      vehicle: { id: 'VmVoaWNsZTo5OQ==', vin, title: '2003 Honda Accord', status: 'Draft' },
      userErrors: [],
    },
  };
}
