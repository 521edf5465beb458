// A counter-offer from the offers panel: staff name the chain's dealer, a dealer its own chain.
import { graphql, useMutation } from 'react-relay';
import type { CounterOfferMutation } from '../../../__generated__/CounterOfferMutation.graphql.ts';

const mutation = graphql`
  mutation CounterOfferMutation($input: CounterOfferInput!) {
    counterOffer(input: $input) {
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
      }
    }
  }
`;

export function useCounterOfferMutation() {
  return useMutation<CounterOfferMutation>(mutation);
}
