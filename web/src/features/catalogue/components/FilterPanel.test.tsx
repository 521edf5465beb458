import { screen, waitFor, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CatalogueContext } from '@canam/domain/forms/catalogueFilter';
import type { FilterPanelTestQuery } from '../../../__generated__/FilterPanelTestQuery.graphql.ts';
import { renderWithRelay } from '../../../testing/renderWithRelay.tsx';
import { FilterPanel } from './FilterPanel.tsx';

// zag's press handling builds PointerEvents, which jsdom lacks.
window.PointerEvent ??= class extends MouseEvent {} as typeof PointerEvent;

type Context = Required<CatalogueContext>;
const DEALER: Context = { staff: false, admin: false, prices: true };
const PENDING: Context = { staff: false, admin: false, prices: false };
const AGENT: Context = { staff: true, admin: false, prices: true };
const ADMIN: Context = { staff: true, admin: true, prices: true };

function Location() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function TestPanel({ context }: { context: Context }) {
  const data = useLazyLoadQuery<FilterPanelTestQuery>(
    graphql`
      query FilterPanelTestQuery($make: [String!], $withAgents: Boolean!) @relay_test_operation {
        ...FilterPanel_query @arguments(make: $make, withAgents: $withAgents)
      }
    `,
    { make: [], withAgents: context.admin },
  );
  return (
    <>
      <FilterPanel query={data} context={context} />
      <Location />
    </>
  );
}

function renderPanel(context: Context, route = '/buyer/buyer-car-list') {
  return renderWithRelay(<TestPanel context={context} />, {
    route,
    resolvers: {
      VehicleFilterOptions: () => ({
        makes: ['Ford', 'Honda', 'Toyota'],
        models: ['Civic', 'F-150', 'RAV4'],
        trims: [],
      }),
      Query: () => ({
        agents: [
          { id: 'QWdlbnQ6Mg==', firstName: 'Ana', lastName: 'Roy', nickname: 'Ana R.' },
          { id: 'QWdlbnQ6Mw==', firstName: 'Bo', lastName: 'Lee', nickname: null },
        ],
      }),
    },
  });
}

const search = () => screen.getByTestId('location').textContent ?? '';
/** waitFor with room for a busy machine: Search writes the URL after validation, asynchronously. */
const eventually = (check: () => void) => waitFor(check, { timeout: 8_000 });

// jsdom lays nothing out, so Zag keeps the slider thumbs visibility: hidden (hence hidden: true).
// Chakra's selects and sliders take a while to render in jsdom on a busy machine.
describe('FilterPanel', { timeout: 20_000 }, () => {
  it('shows the filter of the URL in the form', async () => {
    renderPanel(
      DEALER,
      '/buyer/buyer-car-list?search=CA24017&make=Ford,Toyota&yearFrom=2018&yearTo=2021&priceTo=40000&available=1',
    );
    const text = await screen.findByLabelText('Stock or VIN');
    expect((text as HTMLInputElement).value).toBe('CA24017');
    const make = screen.getByRole('combobox', { name: 'Make' });
    expect(make.textContent).toContain('Ford, Toyota');
    expect(
      screen.getByRole('slider', { name: 'Year from', hidden: true }).getAttribute('aria-valuenow'),
    ).toBe('2018');
    expect(
      screen.getByRole('slider', { name: 'Year to', hidden: true }).getAttribute('aria-valuenow'),
    ).toBe('2021');
    expect(screen.getByTestId('price-range').textContent).toBe('Up to USD$ 40,000');
    expect(screen.getByRole('checkbox', { name: 'Available in Marketplace' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('writes the form to the URL on Search, back on page 1', async () => {
    const { user } = renderPanel(DEALER, '/buyer/buyer-car-list?yearFrom=2018&page=3&view=list');
    await user.type(await screen.findByLabelText('Stock or VIN'), 'CA24017');
    await user.click(screen.getByRole('checkbox', { name: 'Available in Marketplace' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await eventually(() => expect(search()).toContain('search=CA24017'));
    const params = new URLSearchParams(search());
    expect(params.get('yearFrom')).toBe('2018');
    expect(params.get('available')).toBe('1');
    expect(params.get('view')).toBe('list');
    expect(params.get('page')).toBeNull();
  });

  it('resets the form to the URL when the URL changes (Back)', async () => {
    const { user } = renderPanel(DEALER, '/buyer/buyer-car-list?search=CA1');
    const text = (await screen.findByLabelText('Stock or VIN')) as HTMLInputElement;
    await user.clear(text);
    await user.type(text, 'CA2');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await eventually(() => expect(search()).toBe('?search=CA2'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await eventually(() => expect(search()).toBe('?search=CA1'));
    await eventually(() => expect(text.value).toBe('CA1'));
  });

  it('writes the makes chosen in the multi-select', async () => {
    const { user } = renderPanel(DEALER);
    await user.click(await screen.findByRole('combobox', { name: 'Make' }));
    await user.click(await screen.findByRole('option', { name: 'Honda' }));
    await user.click(screen.getByRole('option', { name: 'Toyota' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await eventually(() => expect(new URLSearchParams(search()).get('make')).toBe('Honda,Toyota'));
  });

  it('clears every filter with Show All and keeps the display', async () => {
    const { user } = renderPanel(
      DEALER,
      '/buyer/buyer-car-list?make=Ford&yearFrom=2018&milesTo=50000&page=2&view=list',
    );
    await user.click(await screen.findByRole('button', { name: 'Show All' }));
    await eventually(() => expect(search()).toBe('?view=list'));
    expect(screen.getByRole('combobox', { name: 'Make' }).textContent).toContain('All makes');
  });

  it('gives dealers no staff controls', async () => {
    renderPanel(DEALER);
    await screen.findByLabelText('Stock or VIN');
    expect(screen.queryByRole('checkbox', { name: 'Full inventory' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Need pricing' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByLabelText('Sale date from')).toBeNull();
    expect(screen.queryByLabelText('Agent')).toBeNull();
  });

  it('gives staff the status (Ready To Sell by default), sale dates and staff checkboxes', async () => {
    renderPanel(AGENT, '/agent/vehicles/list');
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(status.textContent).toContain('Ready To Sell');
    expect(screen.getByLabelText('Sale date from')).toBeTruthy();
    expect(screen.getByLabelText('Sale date to')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Need pricing' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Full inventory' })).toBeTruthy();
    expect(screen.queryByLabelText('Agent')).toBeNull();
  });

  it('gives admins the agent dropdown and writes the chosen agent', async () => {
    const { user } = renderPanel(ADMIN, '/admin/vehicles/list');
    const agent = await screen.findByLabelText('Agent');
    expect(within(agent).getByRole('option', { name: 'Ana R.' })).toBeTruthy();
    expect(within(agent).getByRole('option', { name: 'Bo Lee' })).toBeTruthy();
    await user.selectOptions(agent, 'QWdlbnQ6Mg==');
    await user.click(screen.getByRole('checkbox', { name: 'Full inventory' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await eventually(() => expect(new URLSearchParams(search()).get('agent')).toBe('QWdlbnQ6Mg=='));
    expect(new URLSearchParams(search()).get('fullInventory')).toBe('1');
  });

  it('shows the price slider only to a viewer who may see prices', async () => {
    renderPanel(PENDING);
    await screen.findByLabelText('Stock or VIN');
    expect(screen.queryByRole('slider', { name: 'Price from', hidden: true })).toBeNull();
    expect(screen.getByRole('slider', { name: 'Mileage from', hidden: true })).toBeTruthy();
  });
});
