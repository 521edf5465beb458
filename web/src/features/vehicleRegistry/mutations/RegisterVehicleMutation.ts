// Registers a VIN: the vehicle (new, or the one already registered) or why the VIN was refused.
import { graphql } from 'react-relay';

export const registerVehicleMutation = graphql`
  mutation RegisterVehicleMutation($input: RegisterVehicleInput!) {
    registerVehicle(input: $input) {
      created
      decoded
      vehicle {
        id
        vin
        title
        status
      }
      userErrors {
        field
        message
      }
    }
  }
`;
