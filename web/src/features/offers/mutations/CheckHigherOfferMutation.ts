// Before accepting: is there a higher dealer offer on the vehicle?
import { graphql, useMutation } from 'react-relay';
import type { CheckHigherOfferMutation } from '../../../__generated__/CheckHigherOfferMutation.graphql.ts';

const mutation = graphql`
  mutation CheckHigherOfferMutation($input: CheckHigherOfferInput!) {
    checkHigherOffer(input: $input) {
      higherOffer
      message
      errors {
        message
      }
    }
  }
`;

export function useCheckHigherOfferMutation() {
  return useMutation<CheckHigherOfferMutation>(mutation);
}
