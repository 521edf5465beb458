// Creates a personal access token; its secret is in this payload only. The new token's edge is
// put first in the page's list (the list's connection, by its key).
import { ConnectionHandler, graphql } from 'react-relay';
import { ROOT_ID, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { FieldValues } from 'react-hook-form';
import type { CreateAccessTokenMutation } from '../../../__generated__/CreateAccessTokenMutation.graphql.ts';
import { useFormMutation, type FormErrorTarget } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation CreateAccessTokenMutation($input: CreateAccessTokenInput!) {
    createAccessToken(input: $input) {
      token
      accessTokenEdge {
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

export function useCreateAccessTokenMutation<V extends FieldValues>(form: FormErrorTarget<V>) {
  return useFormMutation<CreateAccessTokenMutation, V>(mutation, form);
}

/** Puts the created token's edge first in AccessTokenList's connection. */
export function prependCreatedToken(store: RecordSourceSelectorProxy) {
  const edge = store.getRootField('createAccessToken')?.getLinkedRecord('accessTokenEdge');
  const connection = store.get(
    ConnectionHandler.getConnectionID(ROOT_ID, 'AccessTokenList_accessTokens'),
  );
  if (!edge || !connection) return;
  const inserted = ConnectionHandler.buildConnectionEdge(store, connection, edge);
  if (inserted) ConnectionHandler.insertEdgeBefore(connection, inserted);
}
