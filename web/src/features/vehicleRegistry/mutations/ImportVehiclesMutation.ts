// Applies an uploaded file of vehicles (an upsert by VIN, all or nothing).
import { graphql } from 'react-relay';

export const importVehiclesMutation = graphql`
  mutation ImportVehiclesMutation($input: ImportVehiclesInput!) {
    importVehicles(input: $input) {
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
