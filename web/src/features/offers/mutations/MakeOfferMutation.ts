// A dealer's offer on a vehicle (Make an Offer on a card or the detail page).
import { graphql } from 'react-relay';

export const makeOfferMutation = graphql`
  mutation MakeOfferMutation($input: MakeOfferInput!) {
    makeOffer(input: $input) {
      message
      userErrors {
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
