import { screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { PublicVehicleRouteQuery } from '../../__generated__/PublicVehicleRouteQuery.graphql.ts';
import { renderWithRelay } from '../../testing/renderWithRelay.tsx';
import { US_LANDED_TAG } from './components/VehicleDetailBody.tsx';
import { NOT_FOUND_TITLE } from './components/VehicleNotFound.tsx';
import { VehiclePageFrame } from './components/VehiclePageFrame.tsx';
import { PublicVehicle, publicVehicleQuery } from './PublicVehicleRoute.tsx';
import { baseVehicle, PRICE, TOTAL, viewers, type ViewerName } from './testing/vehicleFixtures.ts';

function renderPublic(viewer: ViewerName, vehicle: Record<string, unknown> | null = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => viewers[viewer],
      Query: () => ({ publicVehicle: vehicle === null ? null : undefined }),
      Vehicle: () => ({ ...baseVehicle(), ...vehicle }),
    }),
  );
  const variables = { databaseId: 42 };
  environment.mock.queuePendingOperation(publicVehicleQuery, variables);
  const queryRef = loadQuery<PublicVehicleRouteQuery>(environment, publicVehicleQuery, variables);
  return renderWithRelay(
    <VehiclePageFrame loadId={1} hasQuery onRetry={() => {}}>
      <PublicVehicle queryRef={queryRef} />
    </VehiclePageFrame>,
    { environment },
  );
}

describe('PublicVehicle', () => {
  it('shows the vehicle without a price or offer buttons', async () => {
    // Even if a price reached the page, the public view does not show it.
    renderPublic('accepted', { price: PRICE, totalPrice: TOTAL, viewerCanEdit: true });
    expect(await screen.findByRole('heading', { level: 1, name: '2019 Toyota RAV4' })).toBeTruthy();
    expect(screen.getByText(US_LANDED_TAG)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/USD\$ \d/);
    expect(screen.queryByRole('button', { name: /Make an Offer/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit vehicle' })).toBeNull();
    expect(screen.getByRole('link', { name: /See prices and offers/ }).getAttribute('href')).toBe(
      '/vehicle/2T3BFREV5KW012345-toyota-rav4',
    );
  });

  it('copies its link to share', async () => {
    const { user } = renderPublic('guest');
    await user.click(await screen.findByRole('button', { name: /Share/ }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/public/vehicle/${encodeURIComponent(btoa('42'))}`,
    );
    expect(screen.queryByRole('link', { name: /See prices and offers/ })).toBeNull();
  });

  it('says so when the vehicle is not in the public inventory', async () => {
    renderPublic('guest', null);
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TITLE })).toBeTruthy();
  });
});
