// Rejects a dealer user (REST PUT company/rejectCompany): its pending company with everyone of
// it, or the user alone when it has none.
import { graphql } from 'react-relay';
import type { RejectDealerUserMutation } from '../../../__generated__/RejectDealerUserMutation.graphql.ts';
import { useFormMutation } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation RejectDealerUserMutation($input: RejectDealerUserInput!) {
    rejectDealerUser(input: $input) {
      user {
        id
        stage
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useRejectDealerUserMutation() {
  return useFormMutation<RejectDealerUserMutation>(mutation);
}
