// An invited user creates its password from the invitation link (single use).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  CompleteInvitationMutation,
  CompleteInvitationMutation$data,
} from '../../../__generated__/CompleteInvitationMutation.graphql.ts';

const mutation = graphql`
  mutation CompleteInvitationMutation($input: CompleteInvitationInput!) {
    completeInvitation(input: $input) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type CompleteInvitationResult = CompleteInvitationMutation$data['completeInvitation'];
export type CompleteInvitationInput = CompleteInvitationMutation['variables']['input'];

interface Callbacks {
  onCompleted: (result: CompleteInvitationResult) => void;
  onError: (error: Error) => void;
}

export function useCompleteInvitationMutation(): [
  commit: (input: CompleteInvitationInput, callbacks: Callbacks) => void,
  isInFlight: boolean,
] {
  const [commit, isInFlight] = useMutation<CompleteInvitationMutation>(mutation);
  const run = useCallback(
    (input: CompleteInvitationInput, callbacks: Callbacks) => {
      commit({
        variables: { input },
        onCompleted: (data) => callbacks.onCompleted(data.completeInvitation),
        onError: callbacks.onError,
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
