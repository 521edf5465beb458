import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { VehiclePageFrame } from '../features/vehicle/components/VehiclePageFrame.tsx';
import { renderWithRelay } from '../testing/renderWithRelay.tsx';
import { BaseLayout } from './BaseLayout.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The base layout around the vehicle page's frame (as the route table nests them). */
function renderAt(route: string) {
  const environment = createMockEnvironment();
  // the navbar's and the footer's viewer
  for (let answer = 0; answer < 3; answer += 1) {
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, { Viewer: () => ({ isLoggedIn: false }) }),
    );
  }
  return renderWithRelay(
    <Routes>
      <Route element={<BaseLayout />}>
        <Route index element={<Where />} />
        <Route
          path="vehicle/:slug"
          element={
            <VehiclePageFrame loadId={1} hasQuery onRetry={() => {}}>
              <p>The vehicle</p>
            </VehiclePageFrame>
          }
        />
      </Route>
    </Routes>,
    { route, environment },
  );
}

const backControls = () => [
  ...screen.queryAllByRole('button', { name: /back/i }),
  ...screen.queryAllByRole('link', { name: /back/i }),
];

describe('BaseLayout', () => {
  it('gives the vehicle page one back control, the blue bar, which goes home from a direct visit', async () => {
    const { user } = renderAt('/vehicle/2T3BFREV5KW012345-Toyota-RAV4');
    await screen.findByText('The vehicle');
    expect(backControls()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
  });

  it('shows no back bar on home', async () => {
    renderAt('/');
    await screen.findByTestId('where');
    expect(backControls()).toEqual([]);
  });
});
