// Records a check on a vehicle: the new check as the list's first edge, the vehicle's counts.
import { graphql } from 'react-relay';

export const addCheckMutation = graphql`
  mutation AddCheckMutation($input: AddCheckInput!) {
    addCheck(input: $input) {
      userErrors {
        field
        message
      }
      checkEdge {
        node {
          id
          ...CheckCard_check
        }
      }
      vehicle {
        ...recordCounts_vehicle
      }
    }
  }
`;
