import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGUE_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import { formatDate } from '@canam/domain/dates';
import type { CatalogueTabsTestQuery } from '../../../__generated__/CatalogueTabsTestQuery.graphql.ts';
import { answerQueries } from '../../../components/testing/answerQueries.ts';
import { WARNINGS } from '../../../components/warningTexts.ts';
import { renderWithRelay, type MockResolvers } from '../../../testing/renderWithRelay.tsx';
import { DEALER_NOTIFICATIONS_TITLE } from '../../notifications/components/DealerNotifications.tsx';
import { setViewerUnreadCount } from '../../../relay/unreadCount.ts';
import { baseVehicle, PRICE } from '../../vehicle/testing/vehicleFixtures.ts';
import type { CatalogueTab } from '../catalogueContext.ts';
import { CatalogueTabs, LOCKED_TAB_TITLE, NOTIFICATIONS_PATH } from './CatalogueTabs.tsx';
import { NO_OFFERS } from './DealerOfferTab.tsx';

window.PointerEvent ??= class extends MouseEvent {} as typeof PointerEvent;

interface Props {
  tab?: CatalogueTab;
  onTabChange?: (tab: CatalogueTab) => void;
}

function TestTabs({ tab = 'vehicles', onTabChange = () => {} }: Props) {
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
      vehicles={<p>the vehicles</p>}
    />
  );
}

const DEALER = {
  isLoggedIn: true,
  isStaff: false,
  roles: ['ROLE_BUYER'],
  companyStatus: 'ACCEPTED',
  homeRoute: '/buyer/buyer-car-list',
};

function renderTabs(
  canSeePrices: boolean,
  props: Props = {},
  {
    vehicles = [] as Record<string, unknown>[],
    offerNotificationCount = 0,
    notifications = [] as Record<string, unknown>[],
    route = '/',
  } = {},
) {
  const environment = createMockEnvironment();
  let next = 0;
  let nextNotification = 0;
  const resolvers: MockResolvers = {
    Viewer: () => ({ ...DEALER, canSeePrices, offerNotificationCount }),
    NotificationConnection: () => ({
      totalCount: notifications.length,
      edges: notifications.map(() => ({ cursor: '' })),
    }),
    Notification: () => notifications[nextNotification++ % notifications.length],
    VehicleConnection: () => ({
      totalCount: vehicles.length,
      edges: vehicles.map(() => ({ cursor: '' })),
    }),
    Vehicle: () => {
      const n = next++;
      return {
        ...baseVehicle(),
        id: `vehicle-${n}`,
        databaseId: n + 1,
        ...vehicles[n % Math.max(vehicles.length, 1)],
      };
    },
  };
  // the tabs' viewer, then the open tab's own queries (and marking its notifications read)
  const asked = answerQueries(environment, resolvers, 4);
  return {
    ...renderWithRelay(<TestTabs {...props} />, { environment, route }),
    asked,
    environment,
  };
}

const badge = () => screen.queryByTestId('active-offers-badge')?.textContent ?? null;

const SOLD_AT = '2026-03-02T15:04:05.000Z';
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

  it("badges Active Offers with the dealer's unread notification count, none at zero", async () => {
    const { unmount } = renderTabs(true, {}, { offerNotificationCount: 0 });
    expect((await screen.findByRole('tab', { name: 'Active Offers' })).textContent).toBe(
      'Active Offers',
    );
    unmount();
    renderTabs(true, {}, { offerNotificationCount: 3 });
    expect(
      await screen.findByRole('tab', { name: 'Active Offers , 3 unread notifications' }),
    ).toBeTruthy();
    expect(badge()).toBe('3');
  });

  it('moves the badge as the notification count of the store changes (live events)', async () => {
    const { environment } = renderTabs(true, {}, { offerNotificationCount: 1 });
    await waitFor(() => expect(badge()).toBe('1'));
    act(() => environment.commitUpdate((store) => setViewerUnreadCount(store, 2)));
    await waitFor(() => expect(badge()).toBe('2'));
    act(() => environment.commitUpdate((store) => setViewerUnreadCount(store, 0)));
    await waitFor(() => expect(badge()).toBeNull());
  });

  it('shows no badge without an accepted company', async () => {
    renderTabs(false, {}, { offerNotificationCount: 2 });
    await screen.findByRole('tab', { name: 'Active Offers' });
    expect(badge()).toBeNull();
  });

  it('lists what is new above Active Offers and marks it read', async () => {
    const counter = {
      id: 'note-1',
      read: false,
      kind: 'COUNTER',
      summary: 'You received a counter-offer of USD$ 16,000.00',
      registerDate: SOLD_AT,
    };
    const seen = { ...counter, id: 'note-2', read: true, summary: 'Your offer expired' };
    const { asked } = renderTabs(
      true,
      { tab: 'active-offers' },
      {
        notifications: [counter, seen],
        vehicles: [{ title: '2019 Honda Civic', stockNumber: 'CA24116' }],
        route: '/?tab=active-offers',
      },
    );
    const list = await screen.findByRole('region', { name: DEALER_NOTIFICATIONS_TITLE });
    const items = within(list).getAllByTestId('dealer-notification');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain('Counter-offer');
    expect(items[0]!.textContent).toContain('You received a counter-offer of USD$ 16,000.00');
    expect(items[0]!.textContent).toContain('2019 Honda Civic · Stock CA24116');
    const viewOffers = within(items[0]!).getByRole('link', { name: 'View offers' });
    expect(viewOffers.getAttribute('href')).toMatch(/^\/\?tab=active-offers&offers=vehicle-\d+$/);
    expect(viewOffers.getAttribute('aria-haspopup')).toBe('dialog');
    await waitFor(() =>
      expect(asked.find((op) => op.name === 'MarkNotificationsReadMutation')?.variables).toEqual({
        input: { ids: ['note-1'] },
      }),
    );
    // Marked read, it stays listed for the visit.
    expect(within(list).getAllByTestId('dealer-notification')).toHaveLength(1);
  });

  it("lists the vehicles of the dealer's active negotiations at the URL's page", async () => {
    const { asked } = renderTabs(
      true,
      { tab: 'active-offers' },
      {
        vehicles: [{ title: '2019 Toyota RAV4' }, { title: '2020 Honda Civic' }],
        route: '/?tab=active-offers&page=2',
      },
    );
    expect(await screen.findAllByTestId('vehicle-card')).toHaveLength(2);
    expect(screen.getByText('2020 Honda Civic')).toBeTruthy();
    expect(asked).toContainEqual({
      name: 'DealerOfferTabQuery',
      variables: {
        status: 'ACTIVE',
        first: CATALOGUE_PAGE_SIZE,
        after: cursorForPage(2, CATALOGUE_PAGE_SIZE),
      },
    });
  });

  it('says when there is no expired offer', async () => {
    renderTabs(true, { tab: 'expired-offers' });
    expect(await screen.findByText(NO_OFFERS.EXPIRED.title)).toBeTruthy();
    expect(screen.queryByText('the vehicles')).toBeNull();
  });

  it('shows the final price and the purchase date on each purchase', async () => {
    renderTabs(
      true,
      { tab: 'purchases' },
      {
        vehicles: [
          {
            status: 'Sold',
            finalPrice: PRICE,
            sale: { registerDate: SOLD_AT, salePrice: PRICE, buyer: null },
          },
        ],
      },
    );
    expect(await screen.findByText('Final price')).toBeTruthy();
    expect(screen.getByText('Purchase date')).toBeTruthy();
    expect(screen.getByText(formatDate(SOLD_AT))).toBeTruthy();
  });

  it("warns 'The vehicle offers could not be obtained' when the tab cannot load", async () => {
    const environment = createMockEnvironment();
    answerQueries(environment, {
      Viewer: () => ({ ...DEALER, canSeePrices: true, offerNotificationCount: 1 }),
    });
    // What is new and the tab's vehicles both fail; only the vehicles say so.
    environment.mock.queueOperationResolver(() => new Error('offline'));
    environment.mock.queueOperationResolver(() => new Error('offline'));
    renderWithRelay(<TestTabs tab="active-offers" />, { environment });
    await waitFor(() => expect(screen.getAllByText(WARNINGS.offersLoadFailed).length).toBe(2));
  });
});
