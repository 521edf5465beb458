import { act, waitFor } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRelay, type MockEnvironment } from '../../../testing/renderWithRelay.tsx';
import { useLiveCatalogue } from './useLiveCatalogue.ts';

function Follower({ onNewVehicle }: { onNewVehicle?: () => void }) {
  useLiveCatalogue(['vehicle-on-page'], 'cursor-1', onNewVehicle);
  return null;
}

function subscriptions(environment: MockEnvironment) {
  return environment.mock
    .getAllOperations()
    .filter((op) => op.request.node.params.name === 'useLiveCatalogueSubscription');
}

const event = (id: string, status: string) => ({
  data: {
    vehicleChanged: {
      cursor: `c-${id}`,
      vehicle: { id, status, __typename: 'Vehicle' },
    },
  },
});

describe('useLiveCatalogue', () => {
  it('follows every vehicle from the page cursor and asks for the page again when one goes on sale elsewhere', async () => {
    const environment = createMockEnvironment();
    const onNewVehicle = vi.fn();
    renderWithRelay(<Follower onNewVehicle={onNewVehicle} />, { environment });
    await waitFor(() => expect(subscriptions(environment)).toHaveLength(1));
    const [operation] = subscriptions(environment);
    expect(operation!.request.variables).toEqual({ after: 'cursor-1' });

    // A card already on the page updates in place: no new page.
    act(() => environment.mock.nextValue(operation!, event('vehicle-on-page', 'ReadyToSell')));
    // A vehicle elsewhere that is not on sale (sold, back to Draft): nothing to add.
    act(() => environment.mock.nextValue(operation!, event('vehicle-elsewhere', 'Sold')));
    expect(onNewVehicle).not.toHaveBeenCalled();

    act(() => environment.mock.nextValue(operation!, event('vehicle-new', 'ReadyToSell')));
    act(() => environment.mock.nextValue(operation!, event('vehicle-stock', 'InStock')));
    expect(onNewVehicle).toHaveBeenCalledTimes(2);
  });

  it('does not subscribe without a way to load the page again', async () => {
    const environment = createMockEnvironment();
    renderWithRelay(<Follower />, { environment });
    await Promise.resolve();
    expect(subscriptions(environment)).toHaveLength(0);
  });
});
