// A mutation as a promise, for flows of several steps (the photo upload): resolves with the
// response, rejects when the request failed.
import { commitMutation, type Environment, type MutationParameters } from 'relay-runtime';
import type { GraphQLTaggedNode } from 'react-relay';

export function commitAsync<M extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: M['variables'],
): Promise<M['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<M>(environment, {
      mutation,
      variables,
      onCompleted: (response, errors) => {
        if (errors && errors.length > 0 && !response) reject(new Error(errors[0]!.message));
        else resolve(response);
      },
      onError: reject,
    });
  });
}
