// Records a condition report link on a vehicle: the new report and the vehicle's counts.
import { graphql } from 'react-relay';

export const addConditionReportMutation = graphql`
  mutation AddConditionReportMutation($input: AddConditionReportInput!) {
    addConditionReport(input: $input) {
      userErrors {
        field
        message
      }
      conditionReportEdge {
        node {
          id
          ...ConditionReportCard_report
        }
      }
      vehicle {
        ...recordCounts_vehicle
      }
    }
  }
`;
