// The status dot of a record as a real toggle: green (in force, current) or red (voided,
// superseded, outdated), said in words beside it, so the colour is never the only sign. Pressing
// it switches the status at once (optimistically) and puts it back if the server refuses.
import { Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { useMutation } from 'react-relay';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import type { SetVehicleRecordStatusMutation } from '../../../__generated__/SetVehicleRecordStatusMutation.graphql.ts';
import { setVehicleRecordStatusMutation } from '../mutations/SetVehicleRecordStatusMutation.ts';
import { RECORD_TEXTS, STATUS_NOT_CHANGED } from '../recordTexts.ts';
import { serverMessage, toastRecordWarning } from '../recordToasts.ts';

/** The record's GraphQL type, for the optimistic answer. */
const TYPENAMES = { check: 'Check', conditionalReport: 'ConditionReport', note: 'Note' } as const;

interface RecordStatusToggleProps {
  kind: VehicleRecordKind;
  /** The record's global id. */
  id: string;
  status: boolean;
}

export function RecordStatusToggle({ kind, id, status }: RecordStatusToggleProps) {
  const [commit, saving] = useMutation<SetVehicleRecordStatusMutation>(
    setVehicleRecordStatusMutation,
  );
  const words = RECORD_TEXTS[kind].status;
  const now = status ? words.on : words.off;
  const next = status ? words.off : words.on;

  const toggle = () =>
    commit({
      variables: { input: { id, status: !status } },
      optimisticResponse: {
        setVehicleRecordStatus: {
          userErrors: [],
          record: { __typename: TYPENAMES[kind], id, status: !status },
        },
      },
      onCompleted: ({ setVehicleRecordStatus }) => {
        const refusal = setVehicleRecordStatus.userErrors[0]?.message;
        if (refusal || !setVehicleRecordStatus.record)
          toastRecordWarning(refusal ?? STATUS_NOT_CHANGED);
      },
      onError: (error) => toastRecordWarning(serverMessage(error) ?? STATUS_NOT_CHANGED),
    });

  return (
    <HStack gap="1">
      <IconButton
        aria-label={`Mark ${next.toLowerCase()}`}
        title={`Mark ${next.toLowerCase()}`}
        size="xs"
        variant="ghost"
        rounded="full"
        onClick={toggle}
        disabled={saving}
      >
        <Box
          as="span"
          display="block"
          boxSize="3.5"
          rounded="full"
          bg={status ? 'green.600' : 'red.600'}
          borderWidth="2px"
          borderColor="white"
          outline="1px solid"
          outlineColor={status ? 'green.700' : 'red.700'}
        />
      </IconButton>
      <Text
        fontSize="xs"
        fontWeight="medium"
        whiteSpace="nowrap"
        color={status ? 'green.800' : 'red.800'}
      >
        {now}
      </Text>
    </HStack>
  );
}
