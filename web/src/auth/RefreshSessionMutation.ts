// Trades the stored refresh token for a new session. Sent outside the Relay network layer (the
// network waits for it), so it is exported as its artifact plus a small function.
import { graphql } from 'react-relay';
import type { ConcreteRequest } from 'relay-runtime';
import type { RefreshSessionMutation$data } from '../__generated__/RefreshSessionMutation.graphql.ts';
import { fetchGraphQL } from '../relay/fetchGraphQL.ts';

export const refreshSessionMutation = graphql`
  mutation RefreshSessionMutation($input: RefreshSessionInput!) {
    refreshSession(input: $input) {
      session {
        accessToken
        refreshToken
        expiresAt
        marketPlaceId
      }
      userErrors {
        field
        message
        code
      }
    }
  }
` as ConcreteRequest;

export type RefreshedSession = NonNullable<
  RefreshSessionMutation$data['refreshSession']['session']
>;

/** The new session, or null when the server refuses the refresh token. */
export async function requestRefreshSession(token: string): Promise<RefreshedSession | null> {
  const body = await fetchGraphQL(refreshSessionMutation.params, {
    input: { refreshToken: token },
  });
  const data = body.data as RefreshSessionMutation$data | undefined;
  return data?.refreshSession.session ?? null;
}
