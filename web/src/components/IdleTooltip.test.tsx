import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from '@chakra-ui/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../testing/renderWithRelay.tsx';
import { IdleTooltip } from './IdleTooltip.tsx';
import { loadedTooltip, loadTooltipCode } from './idleTooltipCode.ts';

// One module state per test file: the first test sees the code unloaded, the next ones loaded.
describe('IdleTooltip', () => {
  it('shows the bare trigger first; focused before its code loaded, it opens with the focus kept', async () => {
    expect(loadedTooltip()).toBeNull();
    const { user } = renderWithRelay(
      <IdleTooltip trigger={<Button>Call us</Button>} content="Talk to a sales agent" />,
    );
    expect(screen.queryByText('Talk to a sales agent')).toBeNull();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Call us');
    expect(await screen.findByText('Talk to a sales agent')).toBeTruthy();
    await waitFor(() => expect(loadedTooltip()).not.toBeNull());
    // The loaded tooltip's trigger took the focus over and is described by the tooltip.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Call us' })),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Talk to a sales agent')).toBeNull());
  });

  it('once the code is loaded, is an ordinary tooltip opening on hover', async () => {
    await act(loadTooltipCode);
    const { user } = renderWithRelay(
      <IdleTooltip
        rootProps={{ openDelay: 0 }}
        trigger={<Button>Buy Now</Button>}
        content="Purchase allowed after the company is accepted"
      />,
    );
    expect(screen.queryByText(/Purchase allowed/)).toBeNull();
    await user.hover(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText(/Purchase allowed/)).toBeTruthy();
    await user.unhover(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(screen.queryByText(/Purchase allowed/)).toBeNull());
  });

  it('is not replaced in the middle of a press: the click reaches the bare trigger, then it becomes the tooltip', async () => {
    // Fresh modules: the tooltip's code not loaded yet.
    vi.resetModules();
    const fresh = await import('./IdleTooltip.tsx');
    const code = await import('./idleTooltipCode.ts');
    const clicks: string[] = [];
    renderWithRelay(
      <fresh.IdleTooltip
        trigger={<Button onClick={() => clicks.push('call')}>Call us</Button>}
        content="Talk to a sales agent"
      />,
    );
    const bare = screen.getByRole('button', { name: 'Call us' });
    fireEvent.pointerDown(bare);
    await act(code.loadTooltipCode);
    expect(code.loadedTooltip()).not.toBeNull();
    // Loaded, but pressed: still the same element, which gets the click.
    expect(screen.getByRole('button', { name: 'Call us' })).toBe(bare);
    fireEvent.click(bare);
    expect(clicks).toEqual(['call']);
    // The press over, the tooltip's own trigger replaces it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Call us' })).not.toBe(bare));
    expect(screen.getByRole('button', { name: 'Call us' }).hasAttribute('data-state')).toBe(true);
  });
});
