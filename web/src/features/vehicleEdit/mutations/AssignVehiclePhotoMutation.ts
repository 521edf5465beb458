// Attaches an uploaded photo to the vehicle: the payload's photos show the new thumbnail.
import { graphql } from 'react-relay';

export const assignVehiclePhotoMutation = graphql`
  mutation AssignVehiclePhotoMutation($input: AssignVehiclePhotoInput!) {
    assignVehiclePhoto(input: $input) {
      vehicle {
        id
        ...VehiclePhotos_vehicle
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;
