// Sends the home page's contact form to the sales team (POST /api/contact-us behind the gateway).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ContactInput } from '@canam/domain/forms/contact';
import type {
  ContactUsMutation,
  ContactUsMutation$data,
} from '../../../__generated__/ContactUsMutation.graphql.ts';

const mutation = graphql`
  mutation ContactUsMutation($input: ContactUsInput!) {
    contactUs(input: $input) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type ContactUsResult = ContactUsMutation$data['contactUs'];

interface ContactUsCallbacks {
  onCompleted: (result: ContactUsResult) => void;
  onError: (error: Error) => void;
}

export function useContactUsMutation(): [
  send: (input: ContactInput, callbacks: ContactUsCallbacks) => void,
  isInFlight: boolean,
] {
  const [commit, isInFlight] = useMutation<ContactUsMutation>(mutation);
  const send = useCallback(
    (input: ContactInput, callbacks: ContactUsCallbacks) => {
      commit({
        variables: { input },
        onCompleted: (data) => callbacks.onCompleted(data.contactUs),
        onError: callbacks.onError,
      });
    },
    [commit],
  );
  return [send, isInFlight];
}
