// Sets one status on every VIN of an uploaded file.
import { graphql } from 'react-relay';

export const updateVehicleStatusesMutation = graphql`
  mutation UpdateVehicleStatusesMutation($input: UpdateVehicleStatusesInput!) {
    updateVehicleStatuses(input: $input) {
      report {
        ...bulkReport_report @relay(mask: false)
      }
      userErrors {
        field
        message
      }
    }
  }
`;
