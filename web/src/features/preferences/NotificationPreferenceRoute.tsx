// /disable/notifications (logged in) and /disable/notifications/:token (from an e-mail link):
// says whether e-mail notifications are on and asks whether to switch. Yes switches, No leaves:
// home with a token, otherwise the viewer's car list.
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import type { NotificationPreferenceRouteQuery } from '../../__generated__/NotificationPreferenceRouteQuery.graphql.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
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

function Preference({ token }: { token: string | null }) {
  const data = useLazyLoadQuery<NotificationPreferenceRouteQuery>(
    query,
    { token },
    { fetchPolicy: 'network-only' },
  );
  const acceptEmail = data.notificationPreference?.acceptEmail ?? null;
  // A bad link says so; a logged-in viewer whose preference failed to load is not told (spec).
  if (token && acceptEmail === null) return <LinkExpired />;
  return <PreferenceQuestion token={token} acceptEmail={acceptEmail} roles={data.viewer.roles} />;
}

export function NotificationPreferenceRoute() {
  const token = useParams().token ?? null;
  return (
    <ErrorBoundary
      fallback={
        token ? <LinkExpired /> : <PreferenceQuestion token={null} acceptEmail={null} roles={[]} />
      }
    >
      <Suspense fallback={<PageLoading />}>
        <Preference token={token} />
      </Suspense>
    </ErrorBoundary>
  );
}
