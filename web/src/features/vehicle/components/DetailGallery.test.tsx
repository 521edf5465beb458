import { act, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetailGalleryTestQuery } from '../../../__generated__/DetailGalleryTestQuery.graphql.ts';
import { renderWithRelay } from '../../../testing/renderWithRelay.tsx';
import { DetailGallery } from './DetailGallery.tsx';
import { NOT_FOUND_PICTURE } from './VehiclePhotos.tsx';

const photos = ['Side', 'Front', 'Rear'].map((partName) => ({
  url: `/uploads/${partName}.svg`,
  thumbnailUrl: `/uploads/${partName}-thumb.svg`,
  partName,
}));

function TestGallery({ sold }: { sold: boolean }) {
  const data = useLazyLoadQuery<DetailGalleryTestQuery>(
    graphql`
      query DetailGalleryTestQuery @relay_test_operation {
        vehicleByVin(vin: "2T3BFREV5KW012345") {
          ...DetailGallery_vehicle
        }
      }
    `,
    {},
  );
  return data.vehicleByVin ? <DetailGallery vehicle={data.vehicleByVin} sold={sold} /> : null;
}

function renderGallery(vehiclePhotos: typeof photos, sold = false) {
  return renderWithRelay(<TestGallery sold={sold} />, {
    resolvers: { Vehicle: () => ({ title: '2019 Toyota RAV4', photos: vehiclePhotos }) },
  });
}

const shown = () => screen.getByRole('img', { name: /^2019 Toyota RAV4, / }).getAttribute('alt');

describe('DetailGallery', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 4 seconds and bounces between the ends', () => {
    renderGallery(photos);
    const seen = [shown()];
    for (let i = 0; i < 4; i++) {
      act(() => {
        vi.advanceTimersByTime(3_999);
      });
      expect(shown()).toBe(seen.at(-1));
      act(() => {
        vi.advanceTimersByTime(1);
      });
      seen.push(shown());
    }
    expect(seen.map((alt) => alt?.split(', ')[1])).toEqual([
      'Side',
      'Front',
      'Rear',
      'Front',
      'Side',
    ]);
  });

  it('shows the photo whose thumbnail is chosen', () => {
    renderGallery(photos);
    act(() => {
      screen.getByRole('button', { name: 'Show 2019 Toyota RAV4, Rear' }).click();
    });
    expect(shown()).toBe('2019 Toyota RAV4, Rear');
    expect(screen.getByText('3 / 3')).toBeTruthy();
  });

  it('shows the not-found picture without photos, and the sold image', () => {
    renderGallery([], true);
    expect(screen.getByRole('img', { name: 'Picture not found' }).getAttribute('src')).toBe(
      NOT_FOUND_PICTURE,
    );
    expect(screen.getByRole('img', { name: 'Sold' })).toBeTruthy();
  });
});
