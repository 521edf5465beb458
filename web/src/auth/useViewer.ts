// Who is using the application: read once from the gateway, shared through the Relay store, with
// the live cursor of that read, after which the app-wide subscriptions (the viewer's own changes
// and notifications) resume.
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useViewerQuery } from '../__generated__/useViewerQuery.graphql.ts';

export const viewerQuery = graphql`
  query useViewerQuery {
    viewer {
      isLoggedIn
      roles
      companyStatus
      homeRoute
      canSeePrices
      isStaff
      user {
        id
        firstName
      }
      ...NavBar_viewer
    }
    liveCursor
  }
`;

export type Viewer = useViewerQuery['response']['viewer'];

const useViewerRead = () =>
  useLazyLoadQuery<useViewerQuery>(viewerQuery, {}, { fetchPolicy: 'store-or-network' });

export function useViewer(): Viewer {
  return useViewerRead().viewer;
}

/** The newest live event when the viewer was read (null when the gateway has no event stream). */
export function useViewerLiveCursor(): string | null {
  return useViewerRead().liveCursor ?? null;
}
