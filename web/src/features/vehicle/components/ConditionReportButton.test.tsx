import { screen, waitFor } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { ConditionReportButtonTestQuery } from '../../../__generated__/ConditionReportButtonTestQuery.graphql.ts';
import { renderWithRelay } from '../../../testing/renderWithRelay.tsx';
import { ConditionReportButton, NO_REPORT_TEXT } from './ConditionReportButton.tsx';

function TestButton({ label }: { label?: string }) {
  const data = useLazyLoadQuery<ConditionReportButtonTestQuery>(
    graphql`
      query ConditionReportButtonTestQuery @relay_test_operation {
        vehicleByVin(vin: "2T3BFREV5KW012345") {
          ...ConditionReportButton_vehicle
        }
      }
    `,
    {},
  );
  return data.vehicleByVin ? (
    <ConditionReportButton vehicle={data.vehicleByVin} label={label} />
  ) : null;
}

/** A vehicle without a report: no report link and no uploaded report. */
const NO_REPORT = { resolvers: { Vehicle: () => ({ crUrl: null, conditionReportLinks: [] }) } };

describe('ConditionReportButton', () => {
  // jsdom lays nothing out, but it applies the button's styles: a button of fixed height that
  // never wraps is what overflowed the 25% side panel.
  it('wraps its label and grows with it instead of overflowing a narrow column', async () => {
    renderWithRelay(<TestButton label="Condition report" />, NO_REPORT);
    const style = getComputedStyle(await screen.findByRole('button', { name: 'Condition report' }));
    expect(style.whiteSpace).toBe('normal');
    expect(style.height).toBe('auto');
  });

  it('says there is nothing to show when the vehicle has no report', async () => {
    const { user } = renderWithRelay(<TestButton />, NO_REPORT);
    const button = await screen.findByRole('button', { name: 'CR and Full Specs' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(button);
    expect(await screen.findByText(NO_REPORT_TEXT)).toBeTruthy();
  });

  it('announces no dialog on a card whose report opens in a new tab', async () => {
    renderWithRelay(<TestButton />, {
      resolvers: { Vehicle: () => ({ crUrl: 'https://reports.example/cr.pdf' }) },
    });
    const button = await screen.findByRole('button', { name: 'CR and Full Specs' });
    expect(button.hasAttribute('aria-haspopup')).toBe(false);
  });

  it('closes its modal with Escape, giving the focus back to the button, and opens it again', async () => {
    const { user } = renderWithRelay(<TestButton />, NO_REPORT);
    const button = await screen.findByRole('button', { name: 'CR and Full Specs' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Condition report' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Condition report' })).toBeTruthy();
  });
});
