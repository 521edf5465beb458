import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { HomeShowcaseTestQuery } from '../../../__generated__/HomeShowcaseTestQuery.graphql.ts';
import { renderWithRelay } from '../../../testing/renderWithRelay.tsx';
import { baseVehicle, viewers } from '../../vehicle/testing/vehicleFixtures.ts';
import { HomeShowcase } from './HomeShowcase.tsx';
import { SHOWCASE_POSTER_URL, SHOWCASE_VIDEO_URL } from './HomeVideo.tsx';

function TestShowcase() {
  const data = useLazyLoadQuery<HomeShowcaseTestQuery>(
    graphql`
      query HomeShowcaseTestQuery @relay_test_operation {
        ...HomeShowcase_query
      }
    `,
    {},
  );
  return <HomeShowcase query={data} />;
}

const TITLES = ['2019 Toyota RAV4', '2021 Ford F-150', '2020 Honda CR-V'];

function renderShowcase(titles: string[]) {
  let next = 0;
  return renderWithRelay(<TestShowcase />, {
    resolvers: {
      Viewer: () => viewers.guest,
      VehicleConnection: () => ({ edges: titles.map(() => ({})) }),
      Vehicle: () => ({ ...baseVehicle(), price: null, totalPrice: null, title: titles[next++] }),
    },
  });
}

describe('HomeShowcase', () => {
  it('shows the public vehicles as carousel slides with previous and next buttons', async () => {
    renderShowcase(TITLES);
    const carousel = await screen.findByRole('region', { name: 'Vehicles on sale now' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    for (const title of TITLES) {
      expect(within(carousel).getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Previous vehicles' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next vehicles' })).toBeTruthy();
    expect(carousel.textContent).not.toMatch(/USD\$/);
  });

  it('plays the local video muted, looping, inline and with controls', async () => {
    renderShowcase(TITLES);
    const video = (await screen.findByLabelText(
      /New arrivals at the CANAM yard/,
    )) as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(SHOWCASE_VIDEO_URL);
    expect(video.getAttribute('poster')).toBe(SHOWCASE_POSTER_URL);
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.controls).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
  });

  it('points to the inventory when no vehicle is on sale', async () => {
    renderShowcase([]);
    expect(await screen.findByText('New arrivals are on their way.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Inventory' }).getAttribute('href')).toBe(
      '/inventory/vehicles',
    );
  });
});
