// Buy Now at the selling price: the vehicle comes back Sold.
import { graphql } from 'react-relay';

export const buyVehicleMutation = graphql`
  mutation BuyVehicleMutation($input: BuyVehicleInput!) {
    buyVehicle(input: $input) {
      message
      userErrors {
        message
      }
      vehicle {
        ...liveVehicle_vehicle
      }
    }
  }
`;
