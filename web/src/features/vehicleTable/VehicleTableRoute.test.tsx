import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import { rolesWhere } from '@canam/domain/permissions';
import { clearToastsAfterEach } from '../../testing/clearToasts.ts';
import { setViewportWidth } from '../../testing/viewport.ts';
import { COLUMNS_COOKIE } from './columnsCookie.ts';
import { NO_VEHICLES } from './components/VehicleTableResults.tsx';
import {
  pendingOperation,
  renderVehicleTable,
  tableAnswer,
  tableVehicle,
} from './testing/renderVehicleTable.tsx';
import { VEHICLES_LOAD_FAILED } from './VehicleTableRoute.tsx';

clearToastsAfterEach();
let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = setViewportWidth(1280);
});
afterEach(() => {
  restoreViewport();
  document.cookie = `${COLUMNS_COOKIE}=; Path=/; Max-Age=0`;
});

const search = () => screen.getByRole('status', { name: 'search' }).textContent;
const header = (name: string) => screen.getByRole('columnheader', { name });

describe('VehicleTableRoute', () => {
  it('asks for the page, search and sort of the URL and shows them', async () => {
    const { tableQueries } = renderVehicleTable(
      '/superAdmin/vehicles/table?search=Kim&page=3&sort=agent&order=desc',
    );
    expect(await screen.findByRole('table', { name: 'Vehicles' })).toBeTruthy();
    expect(tableQueries).toEqual([
      {
        search: 'Kim',
        orderBy: { field: 'AGENT', direction: 'DESC' },
        first: TABLE_PAGE_SIZE,
        after: cursorForPage(3, TABLE_PAGE_SIZE),
      },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search vehicles' })).toHaveProperty(
      'value',
      'Kim',
    );
    expect(header('Agent').getAttribute('aria-sort')).toBe('descending');
    expect(header('Vin Number').getAttribute('aria-sort')).toBe('none');
  });

  it('applies the search as it is typed: in the URL, from the first page, and in the query', async () => {
    const { user, tableQueries } = renderVehicleTable(
      '/superAdmin/vehicles/table?page=2&sort=vin&order=asc',
    );
    await screen.findByRole('table', { name: 'Vehicles' });
    await user.type(screen.getByRole('searchbox', { name: 'Search vehicles' }), 'Nguyen');
    await waitFor(() => expect(search()).toBe('?sort=vin&order=asc&search=Nguyen'));
    await waitFor(() =>
      expect(tableQueries.at(-1)).toEqual({
        search: 'Nguyen',
        orderBy: { field: 'VIN', direction: 'ASC' },
        first: TABLE_PAGE_SIZE,
        after: null,
      }),
    );
    // one search for the burst of keys, not one per key
    expect(tableQueries.filter((variables) => variables.search !== null)).toHaveLength(1);
  });

  it('toggles the sort of a column and restores every state with back and forward', async () => {
    const { user, tableQueries } = renderVehicleTable('/superAdmin/vehicles/table?search=Kim');
    await screen.findByRole('table', { name: 'Vehicles' });

    await user.click(within(header('Stock Number')).getByRole('button'));
    await waitFor(() => expect(search()).toBe('?search=Kim&sort=stock&order=asc'));
    await waitFor(() => expect(header('Stock Number').getAttribute('aria-sort')).toBe('ascending'));
    await waitFor(() =>
      expect(tableQueries.at(-1)?.orderBy).toEqual({ field: 'STOCK_NUMBER', direction: 'ASC' }),
    );

    await user.click(within(header('Stock Number')).getByRole('button'));
    await waitFor(() => expect(search()).toBe('?search=Kim&sort=stock&order=desc'));
    await waitFor(() =>
      expect(header('Stock Number').getAttribute('aria-sort')).toBe('descending'),
    );

    await user.click(screen.getByRole('button', { name: 'History back' }));
    await waitFor(() => expect(search()).toBe('?search=Kim&sort=stock&order=asc'));
    await waitFor(() => expect(header('Stock Number').getAttribute('aria-sort')).toBe('ascending'));

    await user.click(screen.getByRole('button', { name: 'History back' }));
    await waitFor(() => expect(search()).toBe('?search=Kim'));
    await waitFor(() => expect(header('Stock Number').getAttribute('aria-sort')).toBe('none'));
    expect(screen.getByRole('searchbox', { name: 'Search vehicles' })).toHaveProperty(
      'value',
      'Kim',
    );

    await user.click(screen.getByRole('button', { name: 'History forward' }));
    await waitFor(() => expect(search()).toBe('?search=Kim&sort=stock&order=asc'));
  });

  it('puts the typed search back in the box when back leaves it', async () => {
    const { user } = renderVehicleTable('/superAdmin/vehicles/table');
    await screen.findByRole('table', { name: 'Vehicles' });
    const box = screen.getByRole('searchbox', { name: 'Search vehicles' });
    await user.type(box, 'Kim');
    await waitFor(() => expect(search()).toBe('?search=Kim'));
    await user.click(screen.getByRole('button', { name: 'History back' }));
    await waitFor(() => expect(search()).toBe(''));
    await waitFor(() => expect(box).toHaveProperty('value', ''));
  });

  it('pages ten vehicles at a time with links that keep the search and sort', async () => {
    const vehicles = Array.from({ length: TABLE_PAGE_SIZE }, (_, n) => tableVehicle(n + 1));
    const { user, tableQueries } = renderVehicleTable(
      '/superAdmin/vehicles/table?search=CA&sort=vin&order=desc',
      { vehicles, totalCount: 35 },
    );
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    expect(within(table).getAllByRole('row')).toHaveLength(TABLE_PAGE_SIZE + 1);
    expect(screen.getByText('35 vehicles')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Page 4' }));
    await waitFor(() => expect(search()).toBe('?search=CA&sort=vin&order=desc&page=4'));
    await waitFor(() =>
      expect(tableQueries.at(-1)).toMatchObject({
        search: 'CA',
        after: cursorForPage(4, TABLE_PAGE_SIZE),
      }),
    );
  });

  it('says when no vehicle matches the search', async () => {
    renderVehicleTable('/superAdmin/vehicles/table?search=ZZZ', { vehicles: [] });
    expect(await screen.findByText(NO_VEHICLES)).toBeTruthy();
    expect(screen.getByText(/Nothing matches “ZZZ”/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers the first page again when the URL names a page past the end', async () => {
    renderVehicleTable('/superAdmin/vehicles/table?search=CA&sort=vin&order=asc&page=9', {
      vehicles: [],
      totalCount: 35,
    });
    expect(await screen.findByText(NO_VEHICLES)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the first page' }).getAttribute('href')).toBe(
      '/superAdmin/vehicles/table?search=CA&sort=vin&order=asc',
    );
  });

  it('shows placeholder rows while the page loads', async () => {
    const { environment } = renderVehicleTable('/superAdmin/vehicles/table', { holds: true });
    expect(await screen.findByRole('status', { name: 'Loading vehicles' })).toBeTruthy();
    const query = pendingOperation(environment, 'VehicleTableRouteQuery');
    environment.mock.resolve(query, tableAnswer(query, {}));
    expect(await screen.findByRole('table', { name: 'Vehicles' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading vehicles' })).toBeNull();
  });

  it('warns when the vehicles cannot be obtained and offers to try again', async () => {
    renderVehicleTable('/superAdmin/vehicles/table', { fails: true });
    await waitFor(() => expect(screen.getAllByText(VEHICLES_LOAD_FAILED)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the /superAdmin guard', () => {
  const SUPER_ADMIN_AREA = rolesWhere((rights) => rights.keepsVehicleRecords);

  it('admits super admins and admins only', () => {
    expect(SUPER_ADMIN_AREA).toEqual(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN']);
  });

  it.each(['ROLE_AGENT', 'ROLE_REVIEWER', 'ROLE_CLIENT', 'ROLE_BUYER'])(
    'sends %s home from the table',
    async (role) => {
      renderVehicleTable('/superAdmin/vehicles/table', {
        roles: [role],
        guarded: SUPER_ADMIN_AREA,
      });
      expect(await screen.findByText('Home page')).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    },
  );

  it.each(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'])('shows %s the table', async (role) => {
    renderVehicleTable('/superAdmin/vehicles/table', { roles: [role], guarded: SUPER_ADMIN_AREA });
    expect(await screen.findByRole('table', { name: 'Vehicles' })).toBeTruthy();
  });
});
