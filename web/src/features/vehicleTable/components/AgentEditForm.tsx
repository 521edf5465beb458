// The agent box's form: the agents to pick from (asked for when the box first opens, not with
// every page of the table), Save and Cancel. Save assigns the agent; a refusal shows its reason.
import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AgentEditFormQuery } from '../../../__generated__/AgentEditFormQuery.graphql.ts';
import { AgentSelect } from '../../../components/AgentSelect.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { useAssignVehicleAgentMutation } from '../mutations/AssignVehicleAgentMutation.ts';

/** Specification 001, section 8. */
export const VEHICLE_UPDATED = 'Vehicle updated';
export const VEHICLE_NOT_UPDATED = 'Vehicle not updated';

interface AgentEditFormProps {
  vehicleId: string;
  /** The vehicle's agent now, '' without one. */
  currentAgentId: string;
  onDone: () => void;
}

export function AgentEditForm({ vehicleId, currentAgentId, onDone }: AgentEditFormProps) {
  const query = useLazyLoadQuery<AgentEditFormQuery>(
    graphql`
      query AgentEditFormQuery {
        ...AgentSelect_query @arguments(withAgents: true)
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const [agentId, setAgentId] = useState(currentAgentId);
  const [failure, setFailure] = useState<string | null>(null);
  const [assign, saving] = useAssignVehicleAgentMutation();

  const save = () => {
    setFailure(null);
    assign(
      { vehicleId, agentId },
      {
        onCompleted: ({ vehicle, userErrors }) => {
          if (userErrors.length > 0 || !vehicle) {
            setFailure(userErrors[0]?.message ?? VEHICLE_NOT_UPDATED);
            return;
          }
          toaster.create({ type: 'success', title: VEHICLE_UPDATED });
          onDone();
        },
        onError: () => setFailure(VEHICLE_NOT_UPDATED),
      },
    );
  };

  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <AgentSelect
        query={query}
        emptyOption="Choose an agent"
        field={{
          value: agentId,
          onChange: (event) => setAgentId(event.currentTarget.value),
        }}
      />
      {failure && (
        <Text role="alert" color="red.600" fontSize="sm">
          {failure}
        </Text>
      )}
      <HStack justify="flex-end" gap="2">
        <Button size="sm" variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button
          type="submit"
          size="sm"
          colorPalette="brand"
          loading={saving}
          disabled={!agentId || agentId === currentAgentId}
        >
          Save
        </Button>
      </HStack>
    </Stack>
  );
}
