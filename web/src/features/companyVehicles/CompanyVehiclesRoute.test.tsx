import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import { setViewportWidth } from '../../testing/viewport.ts';
import { renderListPage } from '../people/testing/renderListPage.tsx';
import { NO_VEHICLES } from './components/CompanyVehicleResults.tsx';
import {
  COMPANY_VEHICLES_LOAD_FAILED,
  companyVehiclesLoader,
  CompanyVehiclesRoute,
} from './CompanyVehiclesRoute.tsx';

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = setViewportWidth(1280);
});
afterEach(() => restoreViewport());

const SAM = { __typename: 'User', id: 'VXNlcjoy', fullName: 'Sam Carter' };
const LEE = { __typename: 'User', id: 'VXNlcjoz', fullName: 'Lee Nguyen' };

function row(n: number, extra: Record<string, unknown> = {}) {
  return {
    cursor: `cursor-${n}`,
    node: {
      vehicle: {
        __typename: 'Vehicle',
        id: `VmVoaWNsZTo${n}`,
        vin: `1HGCM82633A00435${n}`,
        stockNumber: `CA${1000 + n}`,
        vinNumber: { year: 2019, make: 'Honda', model: 'Civic' },
        photos: [{ thumbnailUrl: `/uploads/thumb-${n}.webp` }],
      },
      user: SAM,
      state: 'WAITING',
      lastOffer: {
        side: 'PROVIDER',
        price: { amount: '18500.00' },
        createdAt: '2026-03-01T12:00:00.000Z',
      },
      expiresAt: '2026-03-02T06:00:00.000Z',
      salePrice: null,
      purchaseDate: null,
      ...extra,
    },
  };
}

const PURCHASED = row(2, {
  user: LEE,
  state: 'PURCHASED',
  lastOffer: {
    side: 'DEALER',
    price: { amount: '19000.00' },
    createdAt: '2026-02-01T12:00:00.000Z',
  },
  expiresAt: null,
  salePrice: { amount: '19000.00' },
  purchaseDate: '2026-02-01T13:00:00.000Z',
});

function renderVehicles(
  route = '/buyer/client/vehicles/table',
  rows = [row(1), PURCHASED],
  total?: number,
) {
  return renderListPage({
    route,
    path: '/buyer/client/vehicles/table',
    loader: companyVehiclesLoader,
    Component: CompanyVehiclesRoute,
    queryName: 'CompanyVehiclesRouteQuery',
    answer: () => ({
      data: { companyVehicles: { totalCount: total ?? rows.length, edges: rows } },
    }),
    others: {
      CompanyVehiclesRouteUsersQuery: {
        data: { companyUsers: { edges: [{ node: SAM }, { node: LEE }] } },
      },
    },
  });
}

const search = () => screen.getByRole('status', { name: 'search' }).textContent;
const rowOf = (text: string) => screen.getByText(text, { selector: 'td' }).closest('tr')!;

describe('CompanyVehiclesRoute', () => {
  it('asks for the URL’s search, state, user and page and shows each row', async () => {
    const { queries } = renderVehicles(
      '/buyer/client/vehicles/table?search=Civic&state=waiting&user=VXNlcjoy&page=2',
      [row(1)],
      11,
    );
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    expect(queries[0]).toEqual({
      search: 'Civic',
      state: 'WAITING',
      userId: 'VXNlcjoy',
      first: TABLE_PAGE_SIZE,
      after: cursorForPage(2, TABLE_PAGE_SIZE),
    });
    const first = within(table).getByRole('rowheader').closest('tr')!;
    const link = within(first).getByRole('link', { name: '2019 Honda Civic' });
    expect(link.getAttribute('href')).toBe('/vehicle/1HGCM82633A004351-honda-civic');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/uploads/thumb-1.webp');
    expect(within(first).getByText('VIN 1HGCM82633A004351')).toBeTruthy();
    expect(within(first).getByText('Stock CA1001')).toBeTruthy();
    expect(within(first).getByText('Sam Carter')).toBeTruthy();
    expect(within(first).getByText('Waiting for your answer')).toBeTruthy();
    expect(within(first).getByText('Provider')).toBeTruthy();
    expect(within(first).getByText('USD$ 18,500.00')).toBeTruthy();
    expect(within(first).getByText('Expires')).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'User' })).toHaveProperty(
      'value',
      'VXNlcjoy',
    );
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveProperty('value', 'waiting');
    expect(screen.getByText('11 vehicles')).toBeTruthy();
  });

  it('shows a purchase with its date and sale price, and when an offer expired', async () => {
    const expired = row(3, {
      user: { ...SAM, id: 'VXNlcjo5', fullName: 'Ana Lima' },
      state: 'EXPIRED',
      expiresAt: '2026-01-02T06:00:00.000Z',
    });
    renderVehicles('/buyer/client/vehicles/table', [row(1), PURCHASED, expired]);
    await screen.findByRole('table', { name: 'Vehicles' });
    const purchase = rowOf('Lee Nguyen');
    expect(within(purchase).getByText('Purchased', { selector: 'span' })).toBeTruthy();
    expect(within(purchase).getByText('Dealer')).toBeTruthy();
    expect(within(purchase).getAllByText('USD$ 19,000.00')).toHaveLength(2);
    expect(within(purchase).getByText('Purchased', { selector: 'p' })).toBeTruthy();
    const late = rowOf('Ana Lima');
    expect(within(late).getByText('Expired', { selector: 'span' })).toBeTruthy();
    expect(within(late).getByText('Expired', { selector: 'p' })).toBeTruthy();
    expect(within(rowOf('Sam Carter')).getByText('Expires')).toBeTruthy();
  });

  it('filters by state and user as they are picked, from the first page', async () => {
    const { user, queries } = renderVehicles('/buyer/client/vehicles/table?page=3');
    await screen.findByRole('table', { name: 'Vehicles' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Offer sent');
    await waitFor(() => expect(search()).toBe('?state=offered'));
    const users = await screen.findByRole('combobox', { name: 'User' });
    await waitFor(() => expect(users).toHaveProperty('disabled', false));
    await user.selectOptions(users, 'Lee Nguyen');
    await waitFor(() => expect(search()).toBe('?state=offered&user=VXNlcjoz'));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        search: null,
        state: 'OFFERED',
        userId: 'VXNlcjoz',
        first: TABLE_PAGE_SIZE,
        after: null,
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'All');
    await waitFor(() => expect(search()).toBe('?user=VXNlcjoz'));
  });

  it('searches as the client types', async () => {
    const { user, queries } = renderVehicles();
    await screen.findByRole('table', { name: 'Vehicles' });
    await user.type(screen.getByRole('searchbox', { name: 'Search vehicles' }), 'CA1001');
    await waitFor(() => expect(search()).toBe('?search=CA1001'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ search: 'CA1001' }));
  });

  it('says when there are no vehicles to show', async () => {
    renderVehicles('/buyer/client/vehicles/table?state=expired', []);
    expect(await screen.findByText(NO_VEHICLES)).toBeTruthy();
    expect(screen.getByText('Nothing matches this search and these filters.')).toBeTruthy();
  });

  it('warns when the vehicles cannot be obtained', async () => {
    renderListPage({
      route: '/buyer/client/vehicles/table',
      path: '/buyer/client/vehicles/table',
      loader: companyVehiclesLoader,
      Component: CompanyVehiclesRoute,
      queryName: 'CompanyVehiclesRouteQuery',
      answer: () => new Error('offline'),
    });
    expect((await screen.findAllByText(COMPANY_VEHICLES_LOAD_FAILED)).length).toBeGreaterThan(0);
  });

  it('stacks the rows into cards on a phone', async () => {
    restoreViewport();
    restoreViewport = setViewportWidth(400);
    renderVehicles();
    const cards = await screen.findByRole('list', { name: 'Vehicles' });
    const card = within(cards).getByRole('article', { name: '2019 Honda Civic, Sam Carter' });
    expect(within(card).getByText('Last offer')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
