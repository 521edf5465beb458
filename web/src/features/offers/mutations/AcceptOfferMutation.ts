// Accepts the other side's last offer of a chain: the vehicle comes back Sold, with its chains.
import { graphql } from 'react-relay';

export const acceptOfferMutation = graphql`
  mutation AcceptOfferMutation($input: AcceptOfferInput!) {
    acceptOffer(input: $input) {
      message
      userErrors {
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
