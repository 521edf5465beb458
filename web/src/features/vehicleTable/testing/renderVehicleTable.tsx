// The vehicle table as its tests render it: the route with its loader on a mock environment that
// answers the table query (recording its variables), the viewer and the agents, and leaves
// mutations and subscriptions pending for the test to answer. Beside the page: the URL's search
// and back/forward buttons.
import { useLocation, useNavigate } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import type { RoleName } from '@canam/domain/roles';
import { RoleGuard } from '../../../auth/RoleGuard.tsx';
import { renderRoutesWithRelay, type MockEnvironment } from '../../../testing/renderWithRelay.tsx';
import { vehicleTableLoader, VehicleTableRoute } from '../VehicleTableRoute.tsx';

export const AGENTS = [
  { id: 'QWdlbnQ6MQ==', firstName: 'Sam', lastName: 'Carter', nickname: null },
  { id: 'QWdlbnQ6Mg==', firstName: 'Lee', lastName: 'Nguyen', nickname: 'Lee N.' },
];

export interface TableVehicleOptions {
  stockNumber?: string | null;
  agent?: (typeof AGENTS)[number] | null;
  checks?: number;
  reports?: number;
  notes?: number;
}

/** A vehicle as the table query returns it; every field the rows read is explicit. */
export function tableVehicle(n: number, options: TableVehicleOptions = {}) {
  return {
    id: `VmVoaWNsZTo${n}`,
    vin: `1HGCM82633A00${String(n).padStart(4, '0')}`,
    stockNumber: options.stockNumber === undefined ? `CA${1000 + n}` : options.stockNumber,
    agent: options.agent === undefined ? AGENTS[0]! : options.agent,
    checks: { totalCount: options.checks ?? 0 },
    conditionReports: { totalCount: options.reports ?? 0 },
    notes: { totalCount: options.notes ?? 0 },
  };
}

export type TableVehicle = ReturnType<typeof tableVehicle>;

export const LIVE_CURSOR = 'live-cursor-1';

export interface TableOptions {
  vehicles?: TableVehicle[];
  totalCount?: number;
  /** The table query fails (network or server). */
  fails?: boolean;
  /** The table query stays pending until the test answers it (tableAnswer). */
  holds?: boolean;
  roles?: string[];
  /** Render the page inside the /superAdmin guard with these roles. */
  guarded?: readonly RoleName[];
}

function Beside() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="search">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        History back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        History forward
      </button>
    </>
  );
}

/** The mock server's answer to an operation of the page. */
export function tableAnswer(
  operation: OperationDescriptor,
  { vehicles = [tableVehicle(1)], totalCount, roles = ['ROLE_SUPER_ADMIN'] }: TableOptions,
) {
  let next = 0;
  return MockPayloadGenerator.generate(operation, {
    Query: () => ({ liveCursor: LIVE_CURSOR, agents: AGENTS }),
    Viewer: () => ({ isLoggedIn: true, roles, user: null }),
    VehicleConnection: () => ({
      totalCount: totalCount ?? vehicles.length,
      edges: vehicles.map(() => ({ cursor: '' })),
    }),
    Vehicle: () => vehicles[next++ % vehicles.length],
  });
}

export function renderVehicleTable(route: string, options: TableOptions = {}) {
  const environment: MockEnvironment = createMockEnvironment();
  const tableQueries: Record<string, unknown>[] = [];
  for (let n = 0; n < 50; n += 1) {
    environment.mock.queueOperationResolver((operation) => {
      const { name, operationKind } = operation.request.node.params;
      if (operationKind !== 'query') return null;
      if (name === 'VehicleTableRouteQuery') {
        tableQueries.push({ ...operation.request.variables });
        if (options.holds) return null;
        if (options.fails) return new Error('offline');
      }
      return tableAnswer(operation, options);
    });
  }
  const view = renderRoutesWithRelay(
    (preload) => [
      { path: '/', element: <p>Home page</p> },
      {
        path: '/superAdmin',
        element: options.guarded ? <RoleGuard roles={options.guarded} /> : undefined,
        children: [
          {
            path: 'vehicles/table',
            loader: vehicleTableLoader.with(preload),
            element: (
              <>
                <VehicleTableRoute />
                <Beside />
              </>
            ),
          },
        ],
      },
    ],
    { environment, route },
  );
  return { ...view, environment, tableQueries };
}

/** The pending operation named `name` (a subscription or mutation the page sent). */
export function pendingOperation(environment: MockEnvironment, name: string): OperationDescriptor {
  const operation = environment.mock
    .getAllOperations()
    .find((pending) => pending.request.node.params.name === name);
  if (!operation) throw new Error(`no pending ${name}`);
  return operation;
}
