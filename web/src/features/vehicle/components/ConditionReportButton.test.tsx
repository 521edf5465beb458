import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../testing/renderWithRelay.tsx';
import { ConditionReportButton, NO_REPORT_TEXT } from './ConditionReportButton.tsx';

describe('ConditionReportButton', () => {
  // jsdom lays nothing out, but it applies the button's styles: a button of fixed height that
  // never wraps is what overflowed the 25% side panel.
  it('wraps its label and grows with it instead of overflowing a narrow column', () => {
    renderWithRelay(<ConditionReportButton url={null} label="Condition report" />);
    const style = getComputedStyle(screen.getByRole('button', { name: 'Condition report' }));
    expect(style.whiteSpace).toBe('normal');
    expect(style.height).toBe('auto');
  });

  it('says there is nothing to show when the vehicle has no report', async () => {
    const { user } = renderWithRelay(<ConditionReportButton url={null} />);
    await user.click(screen.getByRole('button', { name: 'CR and Full Specs' }));
    expect(await screen.findByText(NO_REPORT_TEXT)).toBeTruthy();
  });
});
