// The click-to-call's tracking pixel: it shows exactly one second after the click, once per call,
// and a call made on a navbar that is swapped out in the meantime is still counted.
import { fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../theme/system.ts';
import { TRACKING_PIXEL_DELAY_MS, trackCall } from './callTracking.ts';
import { PhoneContact } from './PhoneContact.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const pixels = () => screen.queryAllByTestId('tracking-pixel');

describe('the call tracking pixel', () => {
  it('loads one second after the call, once, restarting the wait on a second call', () => {
    const before = pixels().length;
    trackCall();
    vi.advanceTimersByTime(TRACKING_PIXEL_DELAY_MS - 1);
    trackCall();
    vi.advanceTimersByTime(TRACKING_PIXEL_DELAY_MS - 1);
    expect(pixels()).toHaveLength(before);
    vi.advanceTimersByTime(1);
    const [pixel] = pixels();
    expect(pixel?.getAttribute('src')).toMatch(/^\/tracking-pixel\.gif\?event=call&t=\d+$/);
    expect(pixel?.getAttribute('aria-hidden')).toBe('true');
    expect(pixel?.getAttribute('alt')).toBe('');
    // a later call replaces it: one pixel element per page, a new request per call
    trackCall();
    vi.advanceTimersByTime(TRACKING_PIXEL_DELAY_MS);
    expect(pixels()).toHaveLength(1);
    expect(pixels()[0]).not.toBe(pixel);
  });

  it('counts a call made on a navbar that is replaced before the second is up', () => {
    document.body.replaceChildren();
    const wrap = (key: string) => (
      <ChakraProvider value={system}>
        <PhoneContact key={key} />
      </ChakraProvider>
    );
    const { rerender } = render(wrap('guest bar'));
    const [call] = screen.getAllByRole('link', { name: /^Call us at/ });
    // the browser cannot follow tel: here; the click handler still runs
    call!.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(call!);
    rerender(wrap('loaded bar')); // ViewerNavBar swaps its fallback for the loaded bar
    vi.advanceTimersByTime(TRACKING_PIXEL_DELAY_MS);
    expect(pixels()).toHaveLength(1);
  });
});
