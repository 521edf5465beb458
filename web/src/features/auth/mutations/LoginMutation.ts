// Logs in; on success the payload's viewer becomes the store's viewer, so every component that
// reads the viewer (navbar, guards) sees the new user before we navigate, and whatever was loaded
// as a guest (the home carousel, the inventory: no prices, no own offers) is marked stale, so the
// next visit loads it again as the new user.
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';

export const loginMutation = graphql`
  mutation LoginMutation($input: LoginInput!) {
    login(input: $input) {
      session {
        accessToken
        refreshToken
        expiresAt
        marketPlaceId
      }
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
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** The store updater of loginMutation. */
export function updateStoreAfterLogin(store: RecordSourceSelectorProxy): void {
  const payload = store.getRootField('login');
  const viewer = payload?.getLinkedRecord('viewer');
  if (payload?.getLinkedRecord('session') && viewer) {
    store.getRoot().setLinkedRecord(viewer, 'viewer');
    store.invalidateStore();
  }
}
