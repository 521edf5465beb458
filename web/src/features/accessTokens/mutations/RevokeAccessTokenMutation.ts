// Revokes one of the viewer's tokens: the row shows its revokedAt from the payload (same id).
import { graphql } from 'react-relay';
import type { RevokeAccessTokenMutation } from '../../../__generated__/RevokeAccessTokenMutation.graphql.ts';
import { useFormMutation } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation RevokeAccessTokenMutation($input: RevokeAccessTokenInput!) {
    revokeAccessToken(input: $input) {
      accessToken {
        id
        ...AccessTokenRow_accessToken
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useRevokeAccessTokenMutation() {
  return useFormMutation<RevokeAccessTokenMutation>(mutation);
}
