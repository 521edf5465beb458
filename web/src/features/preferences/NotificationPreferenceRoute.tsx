// /disable/notifications (logged in) and /disable/notifications/:token (from an e-mail link):
// says whether e-mail notifications are on and asks whether to switch. Yes switches, No leaves:
// home with a token, otherwise the viewer's car list. The route preloads the preference.
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { NotificationPreferenceRouteQuery } from '../../__generated__/NotificationPreferenceRouteQuery.graphql.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { routeLoader } from '../../relay/routeLoader.ts';
import { LinkExpired } from '../password/components/LinkExpired.tsx';
import { PreferenceQuestion } from './components/PreferenceQuestion.tsx';

const query = graphql`
  query NotificationPreferenceRouteQuery($token: String) {
    notificationPreference(token: $token) {
      acceptEmail
    }
    viewer {
      roles
    }
  }
`;

interface PreferenceLoaderData {
  token: string | null;
  queryRef: PreloadedQuery<NotificationPreferenceRouteQuery>;
}

export const notificationPreferenceLoader = routeLoader(
  (preload, { params }): PreferenceLoaderData => {
    const token = params.token ?? null;
    const queryRef = preload<NotificationPreferenceRouteQuery>(
      query,
      { token },
      { fetchPolicy: 'network-only' },
    );
    return { token, queryRef };
  },
);

function Preference({ token, queryRef }: PreferenceLoaderData) {
  const data = usePreloadedQuery<NotificationPreferenceRouteQuery>(query, queryRef);
  const acceptEmail = data.notificationPreference?.acceptEmail ?? null;
  // A bad link says so; a logged-in viewer whose preference failed to load is not told (spec).
  if (token && acceptEmail === null) return <LinkExpired />;
  return <PreferenceQuestion token={token} acceptEmail={acceptEmail} roles={data.viewer.roles} />;
}

export function NotificationPreferenceRoute() {
  const { token, queryRef } = useLoaderData() as PreferenceLoaderData;
  return (
    <ErrorBoundary
      fallback={
        token ? <LinkExpired /> : <PreferenceQuestion token={null} acceptEmail={null} roles={[]} />
      }
    >
      <Suspense fallback={<PageLoading />}>
        <Preference token={token} queryRef={queryRef} />
      </Suspense>
    </ErrorBoundary>
  );
}
