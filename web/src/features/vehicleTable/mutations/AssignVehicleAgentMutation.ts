// Makes an agent the owner of a vehicle (the table's agent box). The payload's vehicle carries the
// agent cell's fields, so every row and card showing it update in the store.
import { graphql } from 'react-relay';
import type { AssignVehicleAgentMutation } from '../../../__generated__/AssignVehicleAgentMutation.graphql.ts';
import { useFormMutation } from '../../../relay/useFormMutation.ts';

const mutation = graphql`
  mutation AssignVehicleAgentMutation($input: AssignVehicleAgentInput!) {
    assignVehicleAgent(input: $input) {
      vehicle {
        id
        ...AgentCell_vehicle
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useAssignVehicleAgentMutation() {
  return useFormMutation<AssignVehicleAgentMutation>(mutation);
}
