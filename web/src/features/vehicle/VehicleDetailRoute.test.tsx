import { screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { VehicleDetailRouteQuery } from '../../__generated__/VehicleDetailRouteQuery.graphql.ts';
import { renderWithRelay } from '../../testing/renderWithRelay.tsx';
import { NO_REPORT_TEXT } from './components/ConditionReportButton.tsx';
import { US_LANDED_TAG } from './components/VehicleDetailBody.tsx';
import { NOT_FOUND_TITLE } from './components/VehicleNotFound.tsx';
import { VehiclePageFrame } from './components/VehiclePageFrame.tsx';
import {
  baseVehicle,
  PRICE,
  soldFields,
  staffFields,
  TOTAL,
  viewers,
  type ViewerName,
} from './testing/vehicleFixtures.ts';
import { VehicleDetail, vehicleDetailQuery } from './VehicleDetailRoute.tsx';

const DAY = 86_400_000;
const priced = { price: PRICE, totalPrice: TOTAL };

interface Options {
  vehicle?: Record<string, unknown> | null;
  fail?: boolean;
  onRetry?: () => void;
}

function renderDetail(viewer: ViewerName, { vehicle = {}, fail = false, onRetry }: Options = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    fail
      ? new Error('The gateway is down')
      : MockPayloadGenerator.generate(operation, {
          Viewer: () => viewers[viewer],
          Query: () => ({ vehicleByVin: vehicle === null ? null : undefined }),
          Vehicle: () => ({ ...baseVehicle(), ...vehicle }),
        }),
  );
  const variables = { vin: '2T3BFREV5KW012345' };
  // loadQuery goes to the network directly: the mock must expect the operation first.
  environment.mock.queuePendingOperation(vehicleDetailQuery, variables);
  const queryRef = loadQuery<VehicleDetailRouteQuery>(environment, vehicleDetailQuery, variables);
  return renderWithRelay(
    <VehiclePageFrame loadId={1} hasQuery onRetry={onRetry ?? (() => {})}>
      <VehicleDetail queryRef={queryRef} />
    </VehiclePageFrame>,
    { environment },
  );
}

const body = () => document.body.textContent ?? '';

describe('VehicleDetail for a guest', () => {
  it('shows the title, tag, specifications and barcode, never a price', async () => {
    renderDetail('guest', { vehicle: priced });
    expect(await screen.findByRole('heading', { level: 1, name: '2019 Toyota RAV4' })).toBeTruthy();
    expect(screen.getByText('XLE · AWD, Sunroof')).toBeTruthy();
    expect(screen.getByText(US_LANDED_TAG)).toBeTruthy();
    const specs = screen.getByLabelText('Specifications');
    const values = ['Toyota', '2019', 'RAV4', '42,000 miles', 'SUV', '4', 'Blue', 'MPV', 'AWD'];
    for (const value of [...values, '2.5L I4']) expect(within(specs).getByText(value)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Barcode of VIN 2T3BFREV5KW012345' })).toBeTruthy();
    expect(screen.getByText('2T3BFREV5KW012345')).toBeTruthy();
  });

  it('offers the login modal but no View Offers', async () => {
    renderDetail('guest');
    expect(await screen.findByRole('button', { name: /Make an Offer/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Buy Now/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /View Offers/ })).toBeNull();
    expect(body()).not.toMatch(/USD\$ \d/);
  });

  it('shows the condition report in a modal, or says there is none', async () => {
    const { user } = renderDetail('guest');
    await user.click(await screen.findByRole('button', { name: /CR and Full Specs/ }));
    expect(await screen.findByText(NO_REPORT_TEXT)).toBeTruthy();
  });

  it('embeds the condition report page', async () => {
    const { user } = renderDetail('guest', { vehicle: { crUrl: '/uploads/cr/42.html' } });
    await user.click(await screen.findByRole('button', { name: /CR and Full Specs/ }));
    const frame = await screen.findByTitle('Condition report');
    expect(frame.getAttribute('src')).toBe('/uploads/cr/42.html');
  });
});

describe.each(['pending', 'noCompany'] as const)('VehicleDetail for a dealer (%s)', (viewer) => {
  it('shows no price, an e-mail offer and a disabled Buy Now', async () => {
    renderDetail(viewer);
    const offer = await screen.findByRole('link', { name: /Make an Offer/ });
    expect(offer.getAttribute('href')).toMatch(/^mailto:/);
    expect((screen.getByRole('button', { name: /Buy Now/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(body()).not.toMatch(/USD\$ \d/);
  });
});

describe('VehicleDetail for a dealer of an accepted company', () => {
  it('shows the price with fees, the offer form and View Offers', async () => {
    const { user } = renderDetail('accepted', { vehicle: priced });
    expect(await screen.findByText('USD$ 24,500.00')).toBeTruthy();
    expect(screen.getByText('Total with fees USD$ 24,950.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: /View Offers/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Make an Offer/ }));
    expect(await screen.findByLabelText(/Your offer/)).toBeTruthy();
  });
});

describe('VehicleDetail for staff', () => {
  it('shows an admin the staff details, the pencil and View Offers', async () => {
    renderDetail('admin', { vehicle: { ...staffFields, viewerCanEdit: true } });
    expect(await screen.findByTestId('staff-details')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit vehicle' }).getAttribute('href')).toBe(
      '/admin/vehicles/registry/2T3BFREV5KW012345',
    );
    expect(screen.getByRole('button', { name: /View Offers/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Make an Offer/ })).toBeNull();
  });

  it('shows an agent the pencil only on its own vehicle', async () => {
    renderDetail('agent', { vehicle: { ...staffFields, viewerCanEdit: true } });
    expect((await screen.findByRole('link', { name: 'Edit vehicle' })).getAttribute('href')).toBe(
      '/agent/vehicles/registry/2T3BFREV5KW012345',
    );
  });

  it("hides the pencil on another agent's vehicle", async () => {
    renderDetail('agent', { vehicle: { ...staffFields, viewerCanEdit: false } });
    await screen.findByTestId('staff-details');
    expect(screen.queryByRole('link', { name: 'Edit vehicle' })).toBeNull();
  });
});

describe('VehicleDetail states', () => {
  it('marks a sold vehicle and offers nothing', async () => {
    renderDetail('accepted', { vehicle: { ...priced, ...soldFields } });
    expect(await screen.findByRole('img', { name: 'Sold' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Make an Offer/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Buy Now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /View Offers/ })).toBeNull();
  });

  it('counts down to a future release', async () => {
    const releaseDate = new Date(Date.now() + 3 * DAY - 3_600_000).toISOString();
    renderDetail('guest', { vehicle: { releaseDate } });
    expect(await screen.findByText('Available in 3 days')).toBeTruthy();
  });

  it('says so when there is no vehicle the viewer may see', async () => {
    renderDetail('accepted', { vehicle: null });
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TITLE })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the inventory' }).getAttribute('href')).toBe(
      '/inventory/vehicles',
    );
  });

  it('offers a retry when the request fails', async () => {
    const onRetry = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderDetail('guest', { fail: true, onRetry });
    expect(await screen.findByText('Could not get the vehicle')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('shows the not-found state at once for an empty address', async () => {
    renderWithRelay(
      <VehiclePageFrame loadId={1} hasQuery={false} onRetry={() => {}}>
        {null}
      </VehiclePageFrame>,
    );
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TITLE })).toBeTruthy();
  });
});
