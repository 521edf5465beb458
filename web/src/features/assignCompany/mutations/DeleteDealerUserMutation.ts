// Deletes a pre-registered user who never registered a company nor negotiated (REST DELETE
// company/deleteUserNotValidate); the server may refuse, with its reason.
import { graphql } from 'react-relay';
import type { DeleteDealerUserMutation } from '../../../__generated__/DeleteDealerUserMutation.graphql.ts';
import { useFormMutation } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation DeleteDealerUserMutation($input: DeleteDealerUserInput!) {
    deleteDealerUser(input: $input) {
      deletedUserId
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useDeleteDealerUserMutation() {
  return useFormMutation<DeleteDealerUserMutation>(mutation);
}
