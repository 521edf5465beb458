// A dealer's offer on a vehicle (Make an Offer on a card or the detail page).
import { graphql, useMutation } from 'react-relay';
import type { MakeOfferMutation } from '../../../__generated__/MakeOfferMutation.graphql.ts';

const mutation = graphql`
  mutation MakeOfferMutation($input: MakeOfferInput!) {
    makeOffer(input: $input) {
      message
      errors {
        field
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
        }
      }
    }
  }
`;

export function useMakeOfferMutation() {
  return useMutation<MakeOfferMutation>(mutation);
}
