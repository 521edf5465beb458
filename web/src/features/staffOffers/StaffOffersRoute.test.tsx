import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE } from '@canam/domain/constants';
import { answerQueries, type AskedOperation } from '../../components/testing/answerQueries.ts';
import { WARNINGS } from '../../components/warningTexts.ts';
import { renderRoutesWithRelay, type MockEnvironment } from '../../testing/renderWithRelay.tsx';
import { baseVehicle, viewers } from '../vehicle/testing/vehicleFixtures.ts';
import { NO_OFFER_VEHICLES } from './components/StaffOfferResults.tsx';
import {
  staffOffersLoader,
  StaffOffersRoute,
  staffOffersShouldRevalidate,
} from './StaffOffersRoute.tsx';

window.PointerEvent ??= class extends MouseEvent {} as typeof PointerEvent;

const AGENTS = [
  { id: 'QWdlbnQ6MQ==', firstName: 'Sam', lastName: 'Carter', nickname: null },
  { id: 'QWdlbnQ6Mg==', firstName: 'Lee', lastName: 'Nguyen', nickname: 'Lee N.' },
];

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

function renderRoute(environment: MockEnvironment, route: string) {
  return renderRoutesWithRelay(
    (preload) => [
      {
        path: '/:area/vehicles/offers',
        loader: staffOffersLoader.with(preload),
        shouldRevalidate: staffOffersShouldRevalidate,
        element: (
          <>
            <StaffOffersRoute />
            <Search />
          </>
        ),
      },
    ],
    { environment, route },
  );
}

function renderScreen(route: string, { vehicles = 1 } = {}) {
  const environment = createMockEnvironment();
  const admin = route.startsWith('/admin');
  const asked = answerQueries(
    environment,
    {
      Viewer: () => (admin ? viewers.admin : viewers.agent),
      Query: () => ({ agents: AGENTS }),
      OfferVehicleConnection: () => ({
        totalCount: vehicles,
        edges: Array.from({ length: vehicles }, () => ({ cursor: '' })),
      }),
      Vehicle: () => baseVehicle(),
    },
    10,
  );
  const view = renderRoute(environment, route);
  return { ...view, asked };
}

const results = (asked: AskedOperation[]) =>
  asked.filter((op) => op.name === 'StaffOfferResultsQuery').map((op) => op.variables);
const search = () => screen.getByRole('status', { name: 'search' }).textContent;

describe('StaffOffersRoute', () => {
  it('asks for the tab and filters of the URL and shows them in the form', async () => {
    const { asked } = renderScreen(
      `/admin/vehicles/offers?status=expired&client=Kim&agent=${AGENTS[1]!.id}&page=2`,
    );
    expect(await screen.findAllByTestId('vehicle-card')).toHaveLength(1);
    expect(results(asked)).toEqual([
      expect.objectContaining({
        status: 'EXPIRED',
        client: 'Kim',
        agent: AGENTS[1]!.id,
        first: CATALOGUE_PAGE_SIZE,
      }),
    ]);
    expect(results(asked)[0]!.after).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'Expired', selected: true })).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Client')).toHaveProperty('value', 'Kim'));
    expect(screen.getByLabelText('Agent')).toHaveProperty('value', AGENTS[1]!.id);
  });

  it('switching tab resets the filters, the page and the panel, sets the status and refetches', async () => {
    const { asked, user } = renderScreen(
      `/admin/vehicles/offers?client=Kim&agent=${AGENTS[0]!.id}&page=3&offers=VmVoaWNsZTox`,
    );
    await screen.findAllByTestId('vehicle-card');
    await user.click(screen.getByRole('tab', { name: 'Expired' }));
    await waitFor(() => expect(search()).toBe('?status=expired'));
    await waitFor(() => expect(results(asked)).toHaveLength(2));
    expect(results(asked)[1]).toEqual({
      status: 'EXPIRED',
      client: null,
      agent: null,
      first: CATALOGUE_PAGE_SIZE,
      after: null,
    });
    await waitFor(() => expect(screen.getByLabelText('Client')).toHaveProperty('value', ''));
    expect(screen.getByLabelText('Agent')).toHaveProperty('value', '');

    await user.click(screen.getByRole('tab', { name: 'Active' }));
    await waitFor(() => expect(search()).toBe(''));
    await waitFor(() => expect(results(asked).at(-1)).toMatchObject({ status: 'ACTIVE' }));
  });

  it('filters by client on Search and by agent as soon as one is picked, from the first page', async () => {
    const { asked, user } = renderScreen('/admin/vehicles/offers?page=2');
    await screen.findAllByTestId('vehicle-card');
    await user.type(screen.getByLabelText('Client'), 'Rachel');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(search()).toBe('?client=Rachel'));
    await waitFor(() =>
      expect(results(asked).at(-1)).toMatchObject({ client: 'Rachel', agent: null, after: null }),
    );

    await user.selectOptions(screen.getByLabelText('Agent'), 'Lee N.');
    await waitFor(() =>
      expect(search()).toBe(`?client=Rachel&agent=${encodeURIComponent(AGENTS[1]!.id)}`),
    );
    await waitFor(() =>
      expect(results(asked).at(-1)).toMatchObject({ client: 'Rachel', agent: AGENTS[1]!.id }),
    );
  });

  it('gives an agent no agent dropdown and never filters its list by agent', async () => {
    const { asked } = renderScreen(`/agent/vehicles/offers?agent=${AGENTS[0]!.id}`);
    await screen.findAllByTestId('vehicle-card');
    expect(screen.queryByLabelText('Agent')).toBeNull();
    expect(results(asked)[0]).toMatchObject({ agent: null });
    expect(screen.getByLabelText('Client')).toBeTruthy();
    // without agents to list, the filters need nothing from the server
    expect(asked.map((op) => op.name)).not.toContain('StaffOffersRouteQuery');
  });

  it('says when no vehicle has an offer', async () => {
    renderScreen('/agent/vehicles/offers?status=expired', { vehicles: 0 });
    expect(await screen.findByText(NO_OFFER_VEHICLES.expired)).toBeTruthy();
  });

  it("warns 'The vehicle offers could not be obtained' when the list cannot load", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      operation.request.node.params.name === 'StaffOfferResultsQuery' ? new Error('offline') : null,
    );
    renderRoute(environment, '/agent/vehicles/offers');
    await waitFor(() => expect(screen.getAllByText(WARNINGS.offersLoadFailed).length).toBe(2));
  });
});
