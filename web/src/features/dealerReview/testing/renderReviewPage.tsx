// The dealer review pages as their tests render them: the admin users routes and the
// assign-company route with their loaders, on a mock environment that answers the pages' queries
// from a small mutable server (recording what was asked) and leaves mutations pending for the
// test to answer. Beside the page: the URL's search and a back button.
import { useLocation, useNavigate } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { renderRoutesWithRelay, type MockEnvironment } from '../../../testing/renderWithRelay.tsx';
import {
  AssignCompanyRoute,
  assignCompanyLoader,
} from '../../assignCompany/AssignCompanyRoute.tsx';
import { AdminUsersRoute, adminUsersLoader } from '../AdminUsersRoute.tsx';
import {
  dealerCompany,
  type CompanyRef,
  type DealerCompany,
  type DealerUser,
} from './reviewFixtures.ts';

/** What the mock server answers; a test may change it between requests. */
export interface ReviewServer {
  users: DealerUser[];
  /** totalCount of the lists (the users' count when absent). */
  totalCount?: number;
  /** Query.dealerCompany. */
  company: DealerCompany | null;
  /** Query.companySearch. */
  companies: (CompanyRef & Record<string, unknown>)[];
  /** The lists fail (network or server). */
  listFails?: boolean;
  /** Query.dealerCompany fails. */
  companyFails?: boolean;
}

export interface AskedQuery {
  name: string;
  variables: Record<string, unknown>;
}

const LIST_QUERIES = ['AdminUsersRouteQuery', 'AssignCompanyRouteQuery'];

function answer(operation: OperationDescriptor, server: ReviewServer) {
  return MockPayloadGenerator.generate(operation, {
    Query: () => ({ dealerCompany: server.company, companySearch: server.companies }),
    UserConnection: () => ({
      totalCount: server.totalCount ?? server.users.length,
      edges: server.users.map((node) => ({ cursor: '', node })),
    }),
  });
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
    </>
  );
}

export function renderReviewPage(route: string, initial: Partial<ReviewServer> = {}) {
  const server: ReviewServer = { users: [], company: dealerCompany(1), companies: [], ...initial };
  const environment: MockEnvironment = createMockEnvironment();
  const asked: AskedQuery[] = [];
  for (let n = 0; n < 60; n += 1) {
    environment.mock.queueOperationResolver((operation) => {
      const { name, operationKind } = operation.request.node.params;
      if (operationKind !== 'query') return null;
      asked.push({ name, variables: { ...operation.request.variables } });
      if (server.listFails && LIST_QUERIES.includes(name)) return new Error('offline');
      if (
        server.companyFails &&
        name !== 'CompanySearchFieldQuery' &&
        !LIST_QUERIES.includes(name)
      ) {
        return new Error('offline');
      }
      return answer(operation, server);
    });
  }
  const page = (element: React.ReactNode) => (
    <>
      {element}
      <Beside />
    </>
  );
  const view = renderRoutesWithRelay(
    (preload) => [
      {
        path: '/admin',
        children: [
          ...['users/registry', 'users/validate', 'users/rejected'].map((path) => ({
            path,
            loader: adminUsersLoader.with(preload),
            element: page(<AdminUsersRoute />),
          })),
          {
            path: 'assign-company',
            loader: assignCompanyLoader.with(preload),
            element: page(<AssignCompanyRoute />),
          },
        ],
      },
    ],
    { environment, route },
  );
  /** The names of the queries asked so far. */
  const queries = (name: string) => asked.filter((query) => query.name === name);
  return { ...view, environment, server, asked, queries };
}

/** The pending operation named `name` (a mutation the page sent). */
export function pendingOperation(environment: MockEnvironment, name: string): OperationDescriptor {
  const operation = environment.mock
    .getAllOperations()
    .find((pending) => pending.request.node.params.name === name);
  if (!operation) throw new Error(`no pending ${name}`);
  return operation;
}

/** Answers the pending mutation `name` with its root field's payload. */
export function resolveMutation(
  environment: MockEnvironment,
  name: string,
  field: string,
  payload: Record<string, unknown>,
): OperationDescriptor {
  const operation = pendingOperation(environment, name);
  environment.mock.resolve(operation, { data: { [field]: { userErrors: [], ...payload } } });
  return operation;
}
