import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../testing/renderWithRelay.tsx';
import { DEALER_GUIDE_URL, DownloadRoute } from './DownloadRoute.tsx';

describe('DownloadRoute', () => {
  it('has one button that opens the dealer guide PDF in a new tab', () => {
    renderWithRelay(<DownloadRoute />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const [button] = links;
    expect(button?.textContent).toContain('Open the dealer guide (PDF)');
    expect(button?.getAttribute('href')).toBe(DEALER_GUIDE_URL);
    expect(button?.getAttribute('target')).toBe('_blank');
    expect(DEALER_GUIDE_URL).toMatch(/\.pdf$/);
  });
});
