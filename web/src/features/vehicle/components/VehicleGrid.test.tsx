import { screen, waitFor, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VehicleGridTestQuery } from '../../../__generated__/VehicleGridTestQuery.graphql.ts';
import { renderWithRelay, type MockResolvers } from '../../../testing/renderWithRelay.tsx';
import { baseVehicle, PRICE, TOTAL, viewers, type ViewerName } from '../testing/vehicleFixtures.ts';
import { VehicleGrid } from './VehicleGrid.tsx';

function TestGrid({ layout }: { layout: 'grid' | 'list' }) {
  const data = useLazyLoadQuery<VehicleGridTestQuery>(
    graphql`
      query VehicleGridTestQuery @relay_test_operation {
        viewer {
          ...VehicleGrid_viewer
        }
        vehicles(first: 2) {
          ...VehicleGrid_connection
        }
      }
    `,
    {},
  );
  return (
    <VehicleGrid connection={data.vehicles} viewer={data.viewer} pageSize={2} layout={layout} />
  );
}

function resolversFor(viewer: ViewerName, count = 2): MockResolvers {
  let next = 0;
  return {
    Viewer: () => viewers[viewer],
    VehicleConnection: () => ({
      totalCount: count,
      edges: Array.from({ length: count }, () => ({})),
    }),
    Vehicle: () => {
      next += 1;
      return { ...baseVehicle(), id: `vehicle-${next}`, price: PRICE, totalPrice: TOTAL };
    },
  };
}

function renderGrid(viewer: ViewerName, layout: 'grid' | 'list', count = 2) {
  const rendered = renderWithRelay(<TestGrid layout={layout} />, {
    resolvers: resolversFor(viewer, count),
  });
  // The side panel's own query, answered when it opens.
  rendered.environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, resolversFor(viewer, 1)),
  );
  return rendered;
}

describe('VehicleGrid', () => {
  beforeAll(async () => {
    // The side panel loads lazily; loading it here keeps its first opening within the timeouts.
    await import('./VehicleDetailPanel.tsx');
  });

  it('shows a card per vehicle in the grid display', async () => {
    renderGrid('accepted', 'grid');
    expect(await screen.findAllByTestId('vehicle-card')).toHaveLength(2);
    expect(screen.getByText('2 vehicles')).toBeTruthy();
  });

  it('shows a compact row per vehicle in the list display', async () => {
    renderGrid('accepted', 'list');
    const rows = await screen.findAllByTestId('vehicle-row');
    expect(rows).toHaveLength(2);
    const row = within(rows[0]!);
    expect(row.getByRole('link', { name: '2019 Toyota RAV4' })).toBeTruthy();
    expect(row.getByText('XLE · AWD, Sunroof')).toBeTruthy();
    expect(row.getByText('USD$ 24,500.00')).toBeTruthy();
    expect(row.getByText('Total with fees USD$ 24,950.00')).toBeTruthy();
    expect(row.getByText('42,000 miles')).toBeTruthy();
    expect(row.getByRole('button', { name: /Make an Offer/ })).toBeTruthy();
  });

  it('says so when there is no vehicle', async () => {
    renderGrid('guest', 'grid', 0);
    expect(await screen.findByText('No vehicles to show')).toBeTruthy();
  });

  it('opens the side panel from a photo, with a link to the full screen page', async () => {
    const { user } = renderGrid('accepted', 'grid');
    const [card] = await screen.findAllByTestId('vehicle-card');
    const photo = within(card!).getByRole('button', {
      name: 'Show the details of the 2019 Toyota RAV4',
    });
    expect(photo.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(photo);
    // The first opening renders many components for the first time: slow in jsdom.
    const dialog = await screen.findByTestId('vehicle-panel', {}, { timeout: 10_000 });
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(
      await within(dialog).findByText('US-landed Canadian vehicle', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('heading', { level: 2, name: '2019 Toyota RAV4' }),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /View in full screen/ })
        .getAttribute('href'),
    ).toBe('/vehicle/2T3BFREV5KW012345-toyota-rav4');
    await user.click(within(dialog).getByRole('button', { name: 'Close details' }));
    await waitFor(() => expect(screen.queryByTestId('vehicle-panel')).toBeNull());
  }, 20_000);

  it('opens the side panel from a row of the list display', async () => {
    const { user } = renderGrid('guest', 'list');
    const [row] = await screen.findAllByTestId('vehicle-row');
    const photo = within(row!).getByRole('button', { name: /Show the details/ });
    expect(photo.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(photo);
    expect(await screen.findByTestId('vehicle-panel', {}, { timeout: 5_000 })).toBeTruthy();
  }, 20_000);
});
