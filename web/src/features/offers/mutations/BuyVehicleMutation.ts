// Buy Now at the selling price: the vehicle comes back Sold.
import { graphql, useMutation } from 'react-relay';
import type { BuyVehicleMutation } from '../../../__generated__/BuyVehicleMutation.graphql.ts';

const mutation = graphql`
  mutation BuyVehicleMutation($input: BuyVehicleInput!) {
    buyVehicle(input: $input) {
      message
      errors {
        message
      }
      vehicle {
        ...liveVehicle_vehicle
      }
    }
  }
`;

export function useBuyVehicleMutation() {
  return useMutation<BuyVehicleMutation>(mutation);
}
