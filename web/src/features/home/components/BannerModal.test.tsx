import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BannerModalTestQuery } from '../../../__generated__/BannerModalTestQuery.graphql.ts';
import { renderWithRelay } from '../../../testing/renderWithRelay.tsx';
import { BANNER_SEEN_KEY, BannerModal } from './BannerModal.tsx';

function TestBanner() {
  const data = useLazyLoadQuery<BannerModalTestQuery>(
    graphql`
      query BannerModalTestQuery @relay_test_operation {
        viewer {
          ...BannerModal_viewer
        }
      }
    `,
    {},
  );
  return <BannerModal viewer={data.viewer} />;
}

function renderBanner(roles: string[] = []) {
  return renderWithRelay(<TestBanner />, {
    resolvers: { Viewer: () => ({ isLoggedIn: roles.length > 0, roles }) },
  });
}

const TITLE = 'New arrivals every week';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('BannerModal', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens one second after the page, with Register and the inventory for a guest', async () => {
    renderBanner();
    await wait(600);
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(await screen.findByText(TITLE, {}, { timeout: 1500 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/buyer/create',
    );
    expect(screen.getByRole('link', { name: 'View Inventory' }).getAttribute('href')).toBe(
      '/inventory/vehicles',
    );
    expect(sessionStorage.getItem(BANNER_SEEN_KEY)).toBe('1');
  });

  it('sends a logged-in dealer to its own list, without Register', async () => {
    renderBanner(['ROLE_BUYER']);
    await screen.findByText(TITLE, {}, { timeout: 2000 });
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View Inventory' }).getAttribute('href')).toBe(
      '/buyer/buyer-car-list',
    );
  });

  it('closes and stays closed for the rest of the session', async () => {
    const { user, unmount } = renderBanner();
    await screen.findByText(TITLE, {}, { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: 'Close banner' }));
    await wait(300);
    expect(screen.queryByText(TITLE)).toBeNull();
    unmount();
    renderBanner();
    await wait(1500);
    expect(screen.queryByText(TITLE)).toBeNull();
  });
});
