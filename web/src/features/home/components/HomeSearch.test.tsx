import { screen, waitFor, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { HomeSearchTestQuery } from '../../../__generated__/HomeSearchTestQuery.graphql.ts';
import { renderWithRelay } from '../../../testing/renderWithRelay.tsx';
import { HomeSearch } from './HomeSearch.tsx';

function TestHomeSearch() {
  const data = useLazyLoadQuery<HomeSearchTestQuery>(
    graphql`
      query HomeSearchTestQuery @relay_test_operation {
        viewer {
          ...HomeSearch_viewer
        }
        ...HomeSearch_query
      }
    `,
    {},
  );
  return <HomeSearch query={data} viewer={data.viewer} />;
}

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

const ALL_MODELS = ['Camry', 'Edge', 'F-150', 'RAV4'];

function renderSearch(roles: string[]) {
  return renderWithRelay(
    <Routes>
      <Route path="/" element={<TestHomeSearch />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    {
      resolvers: {
        Viewer: () => ({ roles, isLoggedIn: roles.length > 0 }),
        VehicleFilterOptions: () => ({ makes: ['Ford', 'Toyota'], models: ALL_MODELS }),
      },
    },
  );
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const options = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('HomeSearch', () => {
  it('lists the makes and every model', async () => {
    renderSearch([]);
    await screen.findByRole('combobox', { name: 'Make' });
    expect(options('Make')).toEqual(['All makes', 'Ford', 'Toyota']);
    expect(options('Model')).toEqual(['All models', ...ALL_MODELS]);
  });

  it('narrows the models to the chosen make', async () => {
    const { user, environment } = renderSearch([]);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Make' }), 'Ford');
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
        make: ['Ford'],
      }),
    );
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        VehicleFilterOptions: () => ({ makes: ['Ford', 'Toyota'], models: ['Edge', 'F-150'] }),
      }),
    );
    await waitFor(() => expect(options('Model')).toEqual(['All models', 'Edge', 'F-150']));
  });

  it('sends a guest to the inventory with the make and model', async () => {
    const { user, environment } = renderSearch([]);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Make' }), 'Toyota');
    // the models of the make load before the model can be chosen
    await waitFor(() => expect(select('Model').disabled).toBe(true));
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        VehicleFilterOptions: () => ({ makes: ['Ford', 'Toyota'], models: ['Camry', 'RAV4'] }),
      }),
    );
    await waitFor(() => expect(select('Model').disabled).toBe(false));
    await user.selectOptions(select('Model'), 'RAV4');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByTestId('landed')).textContent).toBe(
      '/inventory/vehicles?make=Toyota&model=RAV4',
    );
  });

  it.each([
    ['ROLE_BUYER', '/buyer/buyer-car-list'],
    ['ROLE_CLIENT', '/buyer/car-list'],
    ['ROLE_ADMIN', '/admin/vehicles/list'],
    ['ROLE_AGENT', '/agent/vehicles/list'],
    ['ROLE_REVIEWER', '/inventory/vehicles'],
  ])('sends %s to %s with the make', async (role, list) => {
    const { user } = renderSearch([role]);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Make' }), 'Ford');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByTestId('landed')).textContent).toBe(`${list}?make=Ford`);
  });

  it('searches everything when nothing is chosen', async () => {
    const { user } = renderSearch(['ROLE_BUYER']);
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/buyer/buyer-car-list');
  });
});
