// Before accepting: is there a higher dealer offer on the vehicle?
import { graphql } from 'react-relay';

export const checkHigherOfferMutation = graphql`
  mutation CheckHigherOfferMutation($input: CheckHigherOfferInput!) {
    checkHigherOffer(input: $input) {
      higherOffer
      message
      userErrors {
        message
      }
    }
  }
`;
