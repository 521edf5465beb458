import { act, screen, waitFor } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_POLL_MS } from '@canam/domain/constants';
import { answerQueries } from '../../components/testing/answerQueries.ts';
import { renderWithRelay, type MockEnvironment } from '../../testing/renderWithRelay.tsx';
import { hearsOfferNotifications } from './hearsOfferNotifications.ts';
import { LiveOfferNotifications } from './LiveOfferNotifications.tsx';
import { OffersButton } from './OffersButton.tsx';

/** The live cursor of the viewer's query, read when the page loaded. */
const PAGE_CURSOR = '41';

function renderNav(count: number) {
  const environment = createMockEnvironment();
  const asked = answerQueries(
    environment,
    {
      Query: () => ({ liveCursor: PAGE_CURSOR }),
      Viewer: () => ({ offerNotificationCount: count }),
    },
    5,
  );
  const view = renderWithRelay(
    <>
      <OffersButton to="/agent/vehicles/offers" />
      <LiveOfferNotifications />
    </>,
    { environment },
  );
  return { ...view, asked };
}

function subscription(environment: MockEnvironment) {
  const operation = environment.mock
    .getAllOperations()
    .find((op) => op.request.node.params.name === 'NotificationEventsSubscription');
  if (!operation) throw new Error('no notification subscription');
  return operation;
}

function event(
  unreadCount: number,
  kind = 'OFFER',
  summary = 'Rachel Kim made an offer of USD$ 21,500.00',
) {
  return {
    data: {
      notificationEvents: {
        cursor: `c${unreadCount}`,
        unreadCount,
        notification: {
          id: `note-${unreadCount}`,
          read: false,
          kind,
          summary,
          offerPrice: { amount: '21500.00' },
          buyer: { firstName: 'Rachel', lastName: 'Kim' },
          vehicle: { id: 'vehicle-1', stockNumber: 'CA24011' },
        },
      },
    },
  };
}

const badge = () => screen.queryByTestId('offer-count')?.textContent ?? null;

/** The polls of the count (the viewer's own query is read once, for its cursor). */
const counts = (asked: { name: string }[]) =>
  asked.filter((op) => op.name === 'OffersButtonQuery').map((op) => op.name);

afterEach(() => {
  vi.useRealTimers();
});

describe('the live offer count', () => {
  it('shows the unread count of each notification event, with a toast, and no poll', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { environment, asked } = renderNav(2);
    await waitFor(() => expect(badge()).toBe('2'));
    await waitFor(() => subscription(environment));

    act(() => environment.mock.nextValue(subscription(environment), event(3)));
    await waitFor(() => expect(badge()).toBe('3'));
    expect(await screen.findByText('New offer')).toBeTruthy();
    expect(
      await screen.findByText('Rachel Kim made an offer of USD$ 21,500.00 (stock CA24011).'),
    ).toBeTruthy();

    act(() => environment.mock.nextValue(subscription(environment), event(0)));
    await waitFor(() => expect(badge()).toBeNull());

    // the subscription is up: the 180 s poll never runs
    act(() => vi.advanceTimersByTime(NOTIFICATION_POLL_MS * 2));
    expect(counts(asked)).toEqual(['OffersButtonQuery']);
  });

  it('falls back to the 180 s poll, and subscribes again, once the subscription fails', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { environment, asked } = renderNav(1);
    await waitFor(() => expect(badge()).toBe('1'));
    await waitFor(() => subscription(environment));
    act(() => environment.mock.reject(subscription(environment), new Error('socket closed')));
    expect(() => subscription(environment)).toThrow();

    act(() => vi.advanceTimersByTime(NOTIFICATION_POLL_MS - 1));
    expect(counts(asked)).toEqual(['OffersButtonQuery']);
    act(() => vi.advanceTimersByTime(1));
    await waitFor(() => expect(counts(asked)).toEqual(['OffersButtonQuery', 'OffersButtonQuery']));
    // a new subscription: no event was heard, so it resumes after the page's cursor again
    await waitFor(() =>
      expect(subscription(environment).request.variables).toEqual({ after: PAGE_CURSOR }),
    );
  });

  it("subscribes after the page's cursor, so an event from before the socket subscribed is heard", async () => {
    const { environment } = renderNav(0);
    await waitFor(() => subscription(environment));
    expect(subscription(environment).request.variables).toEqual({ after: PAGE_CURSOR });
  });

  it('subscribes again after the last event heard, once the subscription fails', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { environment } = renderNav(0);
    await waitFor(() => subscription(environment));
    act(() => environment.mock.nextValue(subscription(environment), event(1)));
    act(() => environment.mock.reject(subscription(environment), new Error('socket closed')));
    act(() => vi.advanceTimersByTime(NOTIFICATION_POLL_MS));
    await waitFor(() =>
      expect(subscription(environment).request.variables).toEqual({ after: 'c1' }),
    );
  });

  it('toasts a sale as a purchase, not as an offer', async () => {
    const { environment } = renderNav(0);
    await waitFor(() => subscription(environment));
    act(() =>
      environment.mock.nextValue(
        subscription(environment),
        event(0, 'BOUGHT', 'Michael Russo bought it for USD$ 15,400.00'),
      ),
    );
    expect(await screen.findByText('Vehicle bought')).toBeTruthy();
    expect(
      await screen.findByText('Michael Russo bought it for USD$ 15,400.00 (stock CA24011).'),
    ).toBeTruthy();
  });
});

describe('hearsOfferNotifications', () => {
  it('lets staff who negotiate and dealers of an accepted company hear their notifications', () => {
    expect(hearsOfferNotifications({ roles: ['ROLE_AGENT'], companyStatus: null })).toBe(true);
    expect(hearsOfferNotifications({ roles: ['ROLE_CLIENT'], companyStatus: 'ACCEPTED' })).toBe(
      true,
    );
    expect(hearsOfferNotifications({ roles: ['ROLE_BUYER'], companyStatus: 'PENDING' })).toBe(
      false,
    );
    expect(hearsOfferNotifications({ roles: ['ROLE_REVIEWER'], companyStatus: null })).toBe(false);
    expect(hearsOfferNotifications({ roles: [], companyStatus: null })).toBe(false);
  });
});
