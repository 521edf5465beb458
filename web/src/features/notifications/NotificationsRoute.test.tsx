import { screen, waitFor, within } from '@testing-library/react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import { formatDate } from '@canam/domain/dates';
import { answerQueries } from '../../components/testing/answerQueries.ts';
import { WARNINGS } from '../../components/warningTexts.ts';
import {
  renderRoutesWithRelay,
  type MockEnvironment,
  type MockResolvers,
} from '../../testing/renderWithRelay.tsx';
import {
  NO_NOTIFICATIONS,
  notificationsLoader,
  NotificationsRoute,
} from './NotificationsRoute.tsx';

const AT = '2026-05-04T13:14:15.000Z';
/** The live cursor of the page's query. */
const PAGE_CURSOR = '63';

function notification(n: number, read: boolean, arrow: 'UP' | 'DOWN' | 'DASH' | null) {
  return {
    id: `note-${n}`,
    read,
    isNew: !read,
    registerDate: AT,
    kind: 'OFFER',
    summary: `Rachel Kim${n} made an offer of USD$ 2${n},500.00`,
    arrow,
    offerPrice: { amount: `2${n}500.00` },
    vehicle: {
      id: `vehicle-${n}`,
      stockNumber: `CA2401${n}`,
      miles: 42000,
      location: 'Montreal, QC',
      // The raw cost would be 21175.00 (CAD): the card shows the cost in USD.
      costUsd: { amount: '17335.43' },
      vinNumber: { make: 'Toyota', year: 2019, trim: 'LE', transmissionType: 'Automatic' },
    },
  };
}

const PAGE = [
  notification(1, false, 'UP'),
  notification(2, true, 'DOWN'),
  notification(3, false, 'DASH'),
];

function renderRoute(environment: MockEnvironment, route: string) {
  return renderRoutesWithRelay(
    (preload) => [
      {
        path: '/:area/notifications',
        loader: notificationsLoader.with(preload),
        Component: NotificationsRoute,
      },
    ],
    { environment, route },
  );
}

interface PageOptions {
  notes?: ReturnType<typeof notification>[];
  totalCount?: number;
  markFails?: boolean;
}

function renderPage(
  route: string,
  { notes = PAGE, totalCount, markFails = false }: PageOptions = {},
) {
  const environment = createMockEnvironment();
  let next = 0;
  const resolvers: MockResolvers = {
    NotificationConnection: () => ({
      totalCount: totalCount ?? notes.length,
      edges: notes.map(() => ({ cursor: '' })),
    }),
    Notification: () => notes[next++ % notes.length],
    Query: () => ({ liveCursor: PAGE_CURSOR }),
  };
  const asked = answerQueries(environment, resolvers);
  environment.mock.queueOperationResolver((operation) => {
    // the page's live subscription stays pending: a test pushes its events itself
    if (operation.request.node.params.operationKind === 'subscription') return null;
    asked.push({
      name: operation.request.node.params.name,
      variables: { ...operation.request.variables },
    });
    if (markFails) return new Error('offline');
    const ids = (operation.request.variables.input as { ids: string[] }).ids;
    return {
      data: {
        markNotificationsRead: {
          notifications: ids.map((id) => ({ id, read: true })),
          viewer: { offerNotificationCount: 0 },
          userErrors: [],
        },
      },
    };
  });
  return {
    ...renderRoute(environment, route),
    asked,
    environment,
  };
}

describe('NotificationsRoute', () => {
  it('marks the unread notifications of the page read on load; they still look new', async () => {
    const { asked } = renderPage('/agent/notifications');
    expect(await screen.findAllByTestId('notification-card')).toHaveLength(3);
    await waitFor(() =>
      expect(asked.find((op) => op.name === 'MarkNotificationsReadMutation')?.variables).toEqual({
        input: { ids: ['note-1', 'note-3'] },
      }),
    );
    // the mutation answered read: true for both, and the two still stand out
    await waitFor(() => expect(asked).toHaveLength(2));
    const cards = screen.getAllByTestId('notification-card');
    expect(cards.map((card) => card.getAttribute('data-new'))).toEqual(['true', null, 'true']);
    expect(screen.getAllByText('New')).toHaveLength(2);
  });

  it('shows a notification created while the page is open at the top, and marks it read', async () => {
    const { asked, environment } = renderPage('/agent/notifications');
    expect(await screen.findAllByTestId('notification-card')).toHaveLength(3);
    await waitFor(() => expect(asked).toHaveLength(2));
    const operation = (name: string) =>
      environment.mock
        .getAllOperations()
        .find((pending) => pending.request.node.params.name === name);
    const live = operation('NotificationEventsSubscription')!;
    // after the page's query: one created while the socket subscribed is still heard
    expect(live.request.variables).toEqual({ after: PAGE_CURSOR });
    const arrived = notification(4, false, 'UP');
    environment.mock.nextValue(
      live,
      MockPayloadGenerator.generate(live, {
        NotificationEvent: () => ({ cursor: '77', unreadCount: 1 }),
      }),
    );
    // the page asks again and shows the new one first
    await waitFor(() => expect(operation('NotificationsRouteQuery')).toBeDefined());
    const notes = [arrived, ...PAGE];
    let next = 0;
    environment.mock.resolve(
      operation('NotificationsRouteQuery')!,
      MockPayloadGenerator.generate(operation('NotificationsRouteQuery')!, {
        NotificationConnection: () => ({
          totalCount: notes.length,
          edges: notes.map(() => ({ cursor: '' })),
        }),
        Notification: () => notes[next++ % notes.length],
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('notification-card')).toHaveLength(4));
    expect(screen.getAllByTestId('notification-card')[0]!.textContent).toContain('Kim4');
    await waitFor(() => expect(operation('MarkNotificationsReadMutation')).toBeDefined());
    expect(operation('MarkNotificationsReadMutation')!.request.variables).toEqual({
      input: { ids: ['note-4'] },
    });
  });

  it('shows what happened, the vehicle and date, the arrow and a link to the area offers screen', async () => {
    renderPage('/agent/notifications');
    const [first, second, third] = await screen.findAllByTestId('notification-card');
    const card = within(first!);
    expect(card.getByText('Offer')).toBeTruthy();
    expect(card.getByText('USD$ 21,500.00')).toBeTruthy();
    expect(card.getByText('Rachel Kim1 made an offer of USD$ 21,500.00')).toBeTruthy();
    for (const text of ['CA24011', 'USD$ 17,335.43', '2019 Toyota LE', 'Automatic', '42,000']) {
      expect(card.getByText(text)).toBeTruthy();
    }
    expect(card.getByText('Montreal, QC')).toBeTruthy();
    expect(card.getByText(formatDate(AT))).toBeTruthy();
    expect(card.getByRole('img', { name: 'Above the last highest offer' })).toBeTruthy();
    expect(within(second!).getByRole('img', { name: 'Below the last highest offer' })).toBeTruthy();
    expect(
      within(third!).getByRole('img', { name: 'Equal to the last highest offer' }),
    ).toBeTruthy();
    expect(card.getByRole('link', { name: 'Offers on stock CA24011' }).getAttribute('href')).toBe(
      '/agent/vehicles/offers?offers=vehicle-1',
    );
  });

  it('says a Buy Now is a purchase, without an offer arrow', async () => {
    const bought = {
      ...notification(5, false, null),
      kind: 'BOUGHT',
      summary: 'Michael Russo bought it for USD$ 15,400.00',
      offerPrice: { amount: '15400.00' },
    };
    renderPage('/agent/notifications', { notes: [bought] });
    const card = within(await screen.findByTestId('notification-card'));
    expect(card.getByText('Bought')).toBeTruthy();
    expect(card.getByText('Michael Russo bought it for USD$ 15,400.00')).toBeTruthy();
    expect(card.queryByText(/made an offer/)).toBeNull();
    expect(card.queryByRole('img', { name: /last highest offer/ })).toBeNull();
  });

  it("links an admin's cards to the admin offers screen", async () => {
    renderPage('/admin/notifications');
    const links = await screen.findAllByRole('link', { name: /^Offers on stock/ });
    expect(links[0]!.getAttribute('href')).toBe('/admin/vehicles/offers?offers=vehicle-1');
  });

  it("asks for 6 a page from the URL's page and pages through the rest", async () => {
    const { asked } = renderPage('/agent/notifications?page=2', { totalCount: 14 });
    await screen.findAllByTestId('notification-card');
    expect(asked[0]).toEqual({
      name: 'NotificationsRouteQuery',
      variables: {
        first: NOTIFICATIONS_PAGE_SIZE,
        after: cursorForPage(2, NOTIFICATIONS_PAGE_SIZE),
      },
    });
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/agent/notifications?page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it("says 'No notifications to show' and marks nothing when there is none", async () => {
    const { asked } = renderPage('/agent/notifications', { notes: [] });
    expect(await screen.findByText(NO_NOTIFICATIONS)).toBeTruthy();
    expect(asked.map((op) => op.name)).toEqual(['NotificationsRouteQuery']);
  });

  it("warns 'Notifications not updated' when marking read fails", async () => {
    renderPage('/agent/notifications', { markFails: true });
    expect(await screen.findByText(WARNINGS.notificationsNotUpdated)).toBeTruthy();
  });

  it("warns 'The notifications could not be obtained' when the page cannot load", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver(() => new Error('offline'));
    renderRoute(environment, '/agent/notifications');
    await waitFor(() =>
      expect(screen.getAllByText(WARNINGS.notificationsLoadFailed).length).toBe(2),
    );
  });
});
