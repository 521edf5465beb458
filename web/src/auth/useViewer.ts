// Who is using the application: read once from the gateway, shared through the Relay store.
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
  }
`;

export type Viewer = useViewerQuery['response']['viewer'];

export function useViewer(): Viewer {
  return useLazyLoadQuery<useViewerQuery>(viewerQuery, {}, { fetchPolicy: 'store-or-network' })
    .viewer;
}
