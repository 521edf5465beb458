// The card's photo slide show (WCAG 2.2.2): it advances every 4000 ms, holds while the pointer is
// on it or the focus in it, and its button pauses every card's slide show, for good and for the
// next page too (kept in this browser), until it is played again.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_GALLERY_AUTOPLAY_MS } from '@canam/domain/constants';
import { system } from '../../../theme/system.ts';
import { setPhotoSlideShowsPaused } from '../photoSlideShows.ts';
import { VehiclePhotos } from './VehiclePhotos.tsx';

const PHOTOS = ['/uploads/vehicles/1/1.svg', '/uploads/vehicles/1/2.svg'];

beforeEach(() => {
  vi.useFakeTimers();
  setPhotoSlideShowsPaused(false);
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

function renderTwo() {
  return render(
    <ChakraProvider value={system}>
      <div data-testid="first">
        <VehiclePhotos urls={PHOTOS} alt="2019 Honda Civic" sold={false} onOpen={() => {}} />
      </div>
      <div data-testid="second">
        <VehiclePhotos urls={PHOTOS} alt="2020 Ford F-150" sold={false} onOpen={() => {}} />
      </div>
    </ChakraProvider>,
  );
}

const shown = (alt: string) => screen.getByRole('img', { name: alt }).getAttribute('src');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the card photo slide show', () => {
  it('advances every 4000 ms and holds while the pointer is on it or the focus in it', () => {
    renderTwo();
    expect(shown('2019 Honda Civic')).toBe(PHOTOS[0]);
    advance(CARD_GALLERY_AUTOPLAY_MS);
    expect(shown('2019 Honda Civic')).toBe(PHOTOS[1]);

    const details = screen.getByRole('button', {
      name: 'Show the details of the 2019 Honda Civic',
    });
    fireEvent.mouseEnter(details.parentElement!);
    advance(3 * CARD_GALLERY_AUTOPLAY_MS);
    expect(shown('2019 Honda Civic')).toBe(PHOTOS[1]);
    fireEvent.mouseLeave(details.parentElement!);
    advance(CARD_GALLERY_AUTOPLAY_MS);
    expect(shown('2019 Honda Civic')).toBe(PHOTOS[0]);

    act(() => details.focus());
    advance(3 * CARD_GALLERY_AUTOPLAY_MS);
    expect(shown('2019 Honda Civic')).toBe(PHOTOS[0]);
    act(() => details.blur());
    advance(CARD_GALLERY_AUTOPLAY_MS);
    expect(shown('2019 Honda Civic')).toBe(PHOTOS[1]);
  });

  it("pauses every card's slide show for good with one button, and plays them again", () => {
    renderTwo();
    const [pause] = screen.getAllByRole('button', { name: 'Pause the photo slide shows' });
    fireEvent.click(pause!);
    fireEvent.blur(pause!);
    expect(screen.getAllByRole('button', { name: 'Play the photo slide shows' })).toHaveLength(2);
    advance(3 * CARD_GALLERY_AUTOPLAY_MS);
    expect([shown('2019 Honda Civic'), shown('2020 Ford F-150')]).toEqual([PHOTOS[0], PHOTOS[0]]);
    expect(localStorage.getItem('canam.photo-slide-shows-paused')).toBe('1');

    const [play] = screen.getAllByRole('button', { name: 'Play the photo slide shows' });
    fireEvent.click(play!);
    advance(CARD_GALLERY_AUTOPLAY_MS);
    expect([shown('2019 Honda Civic'), shown('2020 Ford F-150')]).toEqual([PHOTOS[1], PHOTOS[1]]);
  });
});
