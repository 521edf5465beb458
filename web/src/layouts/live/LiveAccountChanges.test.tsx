import { act, screen, waitFor } from '@testing-library/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Outlet, useLoaderData } from 'react-router-dom';
import type { GraphQLSingularResponse } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveAccountChangesTestQuery } from '../../__generated__/LiveAccountChangesTestQuery.graphql.ts';
import { endSession } from '../../auth/sessionRefresh.ts';
import { useViewer } from '../../auth/useViewer.ts';
import { clearToastsAfterEach } from '../../testing/clearToasts.ts';
import { renderRoutesWithRelay, type MockEnvironment } from '../../testing/renderWithRelay.tsx';
import { ACCOUNT_CHANGE_TEXTS } from './accountChangeTexts.ts';
import { LiveAccountChanges } from './LiveAccountChanges.tsx';

vi.mock(import('../../auth/sessionRefresh.ts'), async (original) => ({
  ...(await original()),
  endSession: vi.fn(),
}));

clearToastsAfterEach();
beforeEach(() => vi.mocked(endSession).mockClear());

/** A page that shows prices by the viewer, as the catalogue does; its loader preloads it. */
const pageQuery = graphql`
  query LiveAccountChangesTestQuery {
    viewer {
      canSeePrices
      companyStatus
    }
  }
`;

function Page() {
  const queryRef = useLoaderData() as PreloadedQuery<LiveAccountChangesTestQuery>;
  const { viewer } = usePreloadedQuery<LiveAccountChangesTestQuery>(pageQuery, queryRef);
  return <p>{viewer.canSeePrices ? 'Prices shown' : 'Prices hidden'}</p>;
}

function NavProbe() {
  const viewer = useViewer();
  return <output aria-label="company">{viewer.companyStatus ?? 'none'}</output>;
}

const CLIENT = {
  isLoggedIn: true,
  roles: ['ROLE_CLIENT'],
  companyStatus: 'PENDING',
  homeRoute: '/buyer/car-list',
  canSeePrices: false,
  isStaff: false,
  offerNotificationCount: 0,
  activeOfferCount: 0,
  user: { __typename: 'User', id: 'VXNlcjo3', firstName: 'Dana' },
};

/** The live cursor of the viewer's query, read when the page loaded. */
const PAGE_CURSOR = '17';

type ViewerData = typeof CLIENT | (Omit<typeof CLIENT, 'user'> & { user: null });

function renderLive(viewer: ViewerData = CLIENT) {
  const environment: MockEnvironment = createMockEnvironment();
  /** What the server answers for the viewer; 'refused' once the session is dead. */
  let current: ViewerData | 'refused' = viewer;
  const pageLoads: number[] = [];
  const asked: string[] = [];
  for (let n = 0; n < 20; n += 1) {
    environment.mock.queueOperationResolver((operation) => {
      const { name } = operation.request.node.params;
      if (operation.request.node.params.operationKind === 'query') asked.push(name);
      if (name === 'LiveAccountChangesTestQuery') pageLoads.push(pageLoads.length + 1);
      if (name === 'useViewerQuery' || name === 'LiveAccountChangesTestQuery') {
        if (current === 'refused') return UNAUTHENTICATED;
        const viewer = { ...current, __typename: 'Viewer' };
        return {
          data: name === 'useViewerQuery' ? { viewer, liveCursor: PAGE_CURSOR } : { viewer },
        };
      }
      return null;
    });
  }
  const view = renderRoutesWithRelay(
    (preload) => [
      {
        path: '/',
        element: (
          <>
            <NavProbe />
            <Outlet />
            <LiveAccountChanges retryDelay={() => 0} />
          </>
        ),
        children: [
          {
            index: true,
            loader: () =>
              preload<LiveAccountChangesTestQuery>(
                pageQuery,
                {},
                { fetchPolicy: 'store-or-network' },
              ),
            Component: Page,
          },
        ],
      },
    ],
    { environment },
  );
  const setServerViewer = (next: ViewerData | 'refused') => {
    current = next;
  };
  return { ...view, environment, pageLoads, asked, setServerViewer };
}

function subscriptions(environment: MockEnvironment) {
  return environment.mock
    .getAllOperations()
    .filter((op) => op.request.node.params.name === 'ViewerChangedSubscription');
}

async function subscription(environment: MockEnvironment) {
  return waitFor(() => {
    const [operation] = subscriptions(environment);
    if (!operation) throw new Error('no viewerChanged subscription');
    return operation;
  });
}

const event = (reason: string, viewer: ViewerData, cursor = 'c1') => ({
  data: { viewerChanged: { cursor, reason, viewer: { ...viewer, __typename: 'Viewer' } } },
});

const ACCEPTED = { ...CLIENT, companyStatus: 'ACCEPTED', canSeePrices: true };
/** The gateway's refusal of a session it no longer accepts (a deactivated user's). */
const UNAUTHENTICATED = {
  data: null,
  errors: [{ message: 'Log in to follow your account', extensions: { code: 'UNAUTHENTICATED' } }],
} as unknown as GraphQLSingularResponse;

afterEach(() => vi.useRealTimers());

describe('live account changes', () => {
  it('puts the accepted company in the store, says so and loads the open page again', async () => {
    const { environment, pageLoads, setServerViewer } = renderLive();
    expect(await screen.findByText('Prices hidden')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'company' }).textContent).toBe('PENDING');
    // after the viewer's query: a change made while the socket connected is still heard
    const operation = await subscription(environment);
    expect(operation.request.variables).toEqual({ after: PAGE_CURSOR });
    expect(pageLoads).toHaveLength(1);

    setServerViewer(ACCEPTED);
    act(() => environment.mock.nextValue(operation, event('COMPANY_STATUS', ACCEPTED)));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'company' }).textContent).toBe('ACCEPTED'),
    );
    expect(await screen.findByText(ACCOUNT_CHANGE_TEXTS.accepted.title)).toBeTruthy();
    expect(await screen.findByText('Prices shown')).toBeTruthy();
    // the route's loader ran again and its query went back to the server
    await waitFor(() => expect(pageLoads).toHaveLength(2));
    expect(endSession).not.toHaveBeenCalled();
  });

  it('says when the company is rejected, and leaves the page alone when nothing it shows changed', async () => {
    const { environment, pageLoads, setServerViewer } = renderLive();
    await screen.findByText('Prices hidden');
    const operation = await subscription(environment);
    act(() => environment.mock.nextValue(operation, event('USER_STATUS', CLIENT, 'c1')));
    await waitFor(() => expect(pageLoads).toHaveLength(1));
    expect(screen.queryByText(ACCOUNT_CHANGE_TEXTS.accepted.title)).toBeNull();

    const rejected = { ...CLIENT, companyStatus: 'REJECTED' };
    setServerViewer(rejected);
    act(() => environment.mock.nextValue(operation, event('COMPANY_STATUS', rejected, 'c2')));
    expect(await screen.findByText(ACCOUNT_CHANGE_TEXTS.rejected.title)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'company' }).textContent).toBe('REJECTED'),
    );
    await waitFor(() => expect(pageLoads).toHaveLength(2));
  });

  it('ends the session when the deactivated user’s subscription is refused', async () => {
    const { environment, setServerViewer, asked } = renderLive();
    await screen.findByText('Prices hidden');
    const operation = await subscription(environment);
    const before = asked.length;
    setServerViewer('refused');
    act(() => environment.mock.nextValue(operation, UNAUTHENTICATED));
    // the viewer is asked for over HTTP, where the dead session is refused too
    await waitFor(() => expect(endSession).toHaveBeenCalledTimes(1));
    expect(asked.slice(before)).toEqual(['useViewerQuery']);
  });

  it('keeps a session the server still accepts and subscribes again after the last event', async () => {
    const { environment } = renderLive();
    await screen.findByText('Prices hidden');
    const operation = await subscription(environment);
    act(() => environment.mock.nextValue(operation, event('USER_STATUS', CLIENT, 'c9')));
    act(() => environment.mock.nextValue(operation, UNAUTHENTICATED));
    // the viewer check answers from the queue: still logged in
    await waitFor(() =>
      expect(subscriptions(environment).map((op) => op.request.variables)).toEqual([
        { after: 'c9' },
      ]),
    );
    expect(endSession).not.toHaveBeenCalled();
  });

  it('does not subscribe for a guest', async () => {
    const { environment } = renderLive({ ...CLIENT, isLoggedIn: false, roles: [], user: null });
    await screen.findByText('Prices hidden');
    expect(subscriptions(environment)).toEqual([]);
  });
});
