// Accepts the other side's last offer of a chain: the vehicle comes back Sold, with its chains.
import { graphql, useMutation } from 'react-relay';
import type { AcceptOfferMutation } from '../../../__generated__/AcceptOfferMutation.graphql.ts';

const mutation = graphql`
  mutation AcceptOfferMutation($input: AcceptOfferInput!) {
    acceptOffer(input: $input) {
      message
      errors {
        message
      }
      chain {
        id
        ...OfferChainCard_chain
      }
      vehicle {
        ...liveVehicle_vehicle
        offerChains {
          id
          ...OfferChainCard_chain
        }
      }
    }
  }
`;

export function useAcceptOfferMutation() {
  return useMutation<AcceptOfferMutation>(mutation);
}
