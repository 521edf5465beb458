import { screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { Button, Dialog } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BannerModalTestQuery } from '../../../__generated__/BannerModalTestQuery.graphql.ts';
import { useLoginModal } from '../../../auth/loginModalState.tsx';
import { LoginModal } from '../../auth/LoginModal.tsx';
import { renderWithRelay } from '../../../testing/renderWithRelay.tsx';
import { BANNER_SEEN_KEY, BANNER_SKIPPED, BannerModal } from './BannerModal.tsx';

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

function renderBanner(roles: string[] = [], beside: ReactNode = null) {
  return renderWithRelay(
    <>
      <TestBanner />
      {beside}
    </>,
    { resolvers: { Viewer: () => ({ isLoggedIn: roles.length > 0, roles }) } },
  );
}

/** The company registration's redirect: home opens with the login modal already open. */
function LoginModalOpenedWithThePage() {
  const { open } = useLoginModal();
  useEffect(open, [open]);
  return null;
}

function NavLogIn() {
  const { open } = useLoginModal();
  return <Button onClick={open}>Log In</Button>;
}

/** Waits for the banner's decision, taken when its one second is up. */
const skipped = () =>
  waitFor(() => expect(sessionStorage.getItem(BANNER_SEEN_KEY)).toBe(BANNER_SKIPPED), {
    timeout: 3_000,
  });

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

  it('is skipped, not shown, when the login modal opens with the page (company registration)', async () => {
    const { unmount } = renderBanner([], <LoginModalOpenedWithThePage />);
    await skipped();
    expect(screen.queryByText(TITLE)).toBeNull();
    // a later visit of the same session shows it
    unmount();
    renderBanner();
    expect(await screen.findByText(TITLE, {}, { timeout: 2000 })).toBeTruthy();
  });

  it('is skipped when a guest opened the login modal before its second was up', async () => {
    const { user } = renderBanner(
      [],
      <>
        <NavLogIn />
        <LoginModal />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByRole('dialog', { name: 'Log In' });
    await skipped();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it('is skipped over any other open modal', async () => {
    renderBanner(
      [],
      <Dialog.Root open>
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Are you sure to buy this car?</Dialog.Title>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Root>,
    );
    await skipped();
    expect(screen.queryByText(TITLE)).toBeNull();
  });
});
