import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogueTabsTestQuery } from '../../../__generated__/CatalogueTabsTestQuery.graphql.ts';
import { renderWithRelay } from '../../../testing/renderWithRelay.tsx';
import type { CatalogueTab } from '../catalogueContext.ts';
import { CatalogueTabs, LOCKED_TAB_TITLE, NOTIFICATIONS_PATH } from './CatalogueTabs.tsx';
import { OFFERS_NEXT_RELEASE } from './OffersComingSoon.tsx';

window.PointerEvent ??= class extends MouseEvent {} as typeof PointerEvent;

interface Props {
  tab?: CatalogueTab;
  onTabChange?: (tab: CatalogueTab) => void;
  activeOfferCount?: number | null;
}

function TestTabs({ tab = 'vehicles', onTabChange = () => {}, activeOfferCount }: Props) {
  const data = useLazyLoadQuery<CatalogueTabsTestQuery>(
    graphql`
      query CatalogueTabsTestQuery @relay_test_operation {
        viewer {
          ...CatalogueTabs_viewer
        }
      }
    `,
    {},
  );
  return (
    <CatalogueTabs
      viewer={data.viewer}
      tab={tab}
      onTabChange={onTabChange}
      activeOfferCount={activeOfferCount}
      vehicles={<p>the vehicles</p>}
    />
  );
}

function renderTabs(canSeePrices: boolean, props: Props = {}) {
  return renderWithRelay(<TestTabs {...props} />, {
    resolvers: { Viewer: () => ({ isStaff: false, canSeePrices }) },
  });
}

const LOCKED = ['Active Offers', 'Expired Offers', 'Purchases', 'Notification settings'];

describe('CatalogueTabs', () => {
  it('disables the offers, purchases and settings tabs without an accepted company', async () => {
    renderTabs(false, { tab: 'active-offers' });
    expect(await screen.findByText('the vehicles')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Vehicles' })).toHaveProperty('disabled', false);
    for (const name of LOCKED) {
      const tab = screen.getByRole('tab', { name });
      expect(tab).toHaveProperty('disabled', true);
      expect(tab.getAttribute('title')).toBe(LOCKED_TAB_TITLE);
    }
    expect(screen.queryByRole('link', { name: 'Notification settings' })).toBeNull();
  });

  it('opens every tab for an accepted company; the gear goes to the notification settings', async () => {
    const onTabChange = vi.fn();
    const { user } = renderTabs(true, { onTabChange });
    await screen.findByText('the vehicles');
    for (const name of LOCKED.slice(0, 3)) {
      expect(screen.getByRole('tab', { name })).toHaveProperty('disabled', false);
    }
    const gear = screen.getByRole('tab', { name: 'Notification settings' });
    expect(gear.getAttribute('href')).toBe(NOTIFICATIONS_PATH);
    await user.click(screen.getByRole('tab', { name: 'Purchases' }));
    expect(onTabChange).toHaveBeenCalledWith('purchases');
  });

  it('says plainly that offers arrive with the next release', async () => {
    renderTabs(true, { tab: 'expired-offers' });
    expect(await screen.findByText(new RegExp(OFFERS_NEXT_RELEASE))).toBeTruthy();
    expect(screen.queryByText('the vehicles')).toBeNull();
  });

  it('shows the active offers badge only when the count is known', async () => {
    const { unmount } = renderTabs(true, { activeOfferCount: null });
    expect((await screen.findByRole('tab', { name: 'Active Offers' })).textContent).toBe(
      'Active Offers',
    );
    unmount();
    renderTabs(true, { activeOfferCount: 3 });
    expect((await screen.findByRole('tab', { name: /Active Offers/ })).textContent).toBe(
      'Active Offers3',
    );
  });
});
