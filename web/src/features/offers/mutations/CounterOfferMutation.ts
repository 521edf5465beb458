// A counter-offer from the offers panel: staff name the chain's dealer, a dealer its own chain.
import { graphql } from 'react-relay';

export const counterOfferMutation = graphql`
  mutation CounterOfferMutation($input: CounterOfferInput!) {
    counterOffer(input: $input) {
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
      }
    }
  }
`;
