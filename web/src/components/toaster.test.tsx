import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRelay } from '../testing/renderWithRelay.tsx';
import { toaster } from './toaster.tsx';

afterEach(() => toaster.remove());

describe('toaster', () => {
  // jsdom lays nothing out: the test reads where the toasts' region is placed. The navbar is
  // 4rem high and sticky, with Logout (desktop) and the menu (phone) at its top end.
  it('places toasts below the navbar, never over its buttons', async () => {
    renderWithRelay(<p>page</p>);
    act(() => {
      toaster.create({ type: 'success', title: 'Welcome Bea' });
    });
    expect(await screen.findByText('Welcome Bea')).toBeTruthy();
    const region = screen.getByRole('region', { name: /^Notifications/ });
    expect(region.style.top).toContain('5rem');
    expect(region.style.bottom).toBe('');
  });
});
