// Creates a personal access token; its secret is in this payload only. The new token's edge is
// put first in the page's list (@prependEdge on AccessTokenList's connection).
import { useCallback } from 'react';
import { ConnectionHandler, graphql, useMutation } from 'react-relay';
import { ROOT_ID } from 'relay-runtime';
import type {
  CreateAccessTokenInput,
  CreateAccessTokenMutation,
  CreateAccessTokenMutation$data,
} from '../../../__generated__/CreateAccessTokenMutation.graphql.ts';

const mutation = graphql`
  mutation CreateAccessTokenMutation($input: CreateAccessTokenInput!, $connections: [ID!]!) {
    createAccessToken(input: $input) {
      token
      accessTokenEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          name
          ...AccessTokenRow_accessToken
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

type Payload = CreateAccessTokenMutation$data['createAccessToken'];

interface CreateHandlers {
  onCompleted: (payload: Payload) => void;
  onError: (error: Error) => void;
}

export function useCreateAccessTokenMutation(): [
  create: (input: CreateAccessTokenInput, handlers: CreateHandlers) => void,
  creating: boolean,
] {
  const [commit, creating] = useMutation<CreateAccessTokenMutation>(mutation);
  const create = useCallback(
    (input: CreateAccessTokenInput, { onCompleted, onError }: CreateHandlers) => {
      const list = ConnectionHandler.getConnectionID(ROOT_ID, 'AccessTokenList_accessTokens');
      commit({
        variables: { input, connections: [list] },
        onCompleted: (response) => onCompleted(response.createAccessToken),
        onError,
      });
    },
    [commit],
  );
  return [create, creating];
}
