// A vehicle's agent, 'Last, First' or 'No agent assigned' (specification 001), with the edit box.
import { HStack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { AgentCell_vehicle$key } from '../../../__generated__/AgentCell_vehicle.graphql.ts';
import { AgentEditBox } from './AgentEditBox.tsx';

export const NO_AGENT = 'No agent assigned';

export function agentName(
  agent: { readonly firstName: string; readonly lastName: string } | null | undefined,
): string {
  return agent ? `${agent.lastName}, ${agent.firstName}` : NO_AGENT;
}

export function AgentCell({ vehicle }: { vehicle: AgentCell_vehicle$key }) {
  const data = useFragment(
    graphql`
      fragment AgentCell_vehicle on Vehicle {
        id
        vin
        agent {
          id
          firstName
          lastName
        }
      }
    `,
    vehicle,
  );
  return (
    <HStack gap="1" minW="0">
      <Text
        as="span"
        color={data.agent ? undefined : 'gray.600'}
        fontStyle={data.agent ? undefined : 'italic'}
      >
        {agentName(data.agent)}
      </Text>
      <AgentEditBox vehicleId={data.id} vin={data.vin} currentAgentId={data.agent?.id ?? ''} />
    </HStack>
  );
}
