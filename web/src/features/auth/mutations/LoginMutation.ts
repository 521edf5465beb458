// Logs in; on success the payload's viewer becomes the store's viewer, so every component that
// reads the viewer (navbar, guards) sees the new user before we navigate, and whatever was loaded
// as a guest (the home carousel, the inventory: no prices, no own offers) is marked stale, so the
// next visit loads it again as the new user.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  LoginMutation,
  LoginMutation$data,
} from '../../../__generated__/LoginMutation.graphql.ts';

const mutation = graphql`
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

export type LoginResult = LoginMutation$data['login'];

interface LoginCallbacks {
  onCompleted: (result: LoginResult) => void;
  onError: (error: Error) => void;
}

export function useLoginMutation(): [
  login: (input: { email: string; password: string }, callbacks: LoginCallbacks) => void,
  isInFlight: boolean,
] {
  const [commit, isInFlight] = useMutation<LoginMutation>(mutation);
  const login = useCallback(
    (input: { email: string; password: string }, callbacks: LoginCallbacks) => {
      commit({
        variables: { input },
        updater: (store) => {
          const payload = store.getRootField('login');
          const viewer = payload?.getLinkedRecord('viewer');
          if (payload?.getLinkedRecord('session') && viewer) {
            store.getRoot().setLinkedRecord(viewer, 'viewer');
            store.invalidateStore();
          }
        },
        onCompleted: (data) => callbacks.onCompleted(data.login),
        onError: callbacks.onError,
      });
    },
    [commit],
  );
  return [login, isInFlight];
}
