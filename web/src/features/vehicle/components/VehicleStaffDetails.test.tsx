import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { VehicleStaffDetailsTestQuery } from '../../../__generated__/VehicleStaffDetailsTestQuery.graphql.ts';
import { renderWithRelay } from '../../../testing/renderWithRelay.tsx';
import { VehicleStaffDetails } from './VehicleStaffDetails.tsx';

function TestDetails() {
  const data = useLazyLoadQuery<VehicleStaffDetailsTestQuery>(
    graphql`
      query VehicleStaffDetailsTestQuery @relay_test_operation {
        vehicleByVin(vin: "2T3BFREV5KW012345") {
          ...VehicleStaffDetails_vehicle
        }
      }
    `,
    {},
  );
  return data.vehicleByVin ? <VehicleStaffDetails vehicle={data.vehicleByVin} /> : null;
}

const money = (amount: string) => ({ amount, cents: 0, currency: 'USD' });

function renderDetails(vehicle: Record<string, unknown>) {
  return renderWithRelay(<TestDetails />, {
    resolvers: {
      Vehicle: () => ({ status: 'ReadyToSell', price: money('24500.00'), agent: null, ...vehicle }),
    },
  });
}

describe('VehicleStaffDetails', () => {
  it('shows the cost in USD, (cost + 2500) / fx, the figure of every other screen', async () => {
    renderDetails({ cost: money('21175.00'), costUsd: money('17335.43') });
    const details = await screen.findByTestId('staff-details');
    expect(within(details).getByText('USD$ 17,335.43')).toBeTruthy();
    expect(within(details).queryByText('USD$ 21,175.00')).toBeNull();
  });

  it('never shows the raw cost (CAD) in its place', async () => {
    renderDetails({ cost: money('21175.00'), costUsd: null });
    const details = await screen.findByTestId('staff-details');
    expect(within(details).queryByText('USD$ 21,175.00')).toBeNull();
  });
});
