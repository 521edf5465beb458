// Switches the status dot of a check, condition report or note (green in force, red not).
import { graphql } from 'react-relay';

export const setVehicleRecordStatusMutation = graphql`
  mutation SetVehicleRecordStatusMutation($input: SetVehicleRecordStatusInput!) {
    setVehicleRecordStatus(input: $input) {
      userErrors {
        field
        message
      }
      record {
        id
        status
      }
    }
  }
`;
