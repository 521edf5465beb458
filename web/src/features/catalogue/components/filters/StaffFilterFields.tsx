// What staff filter by besides the dealer filters: status (Ready To Sell unless chosen; Full
// inventory lifts it), the owning agent for admins, and the sale dates.
import { Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useController, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { CatalogueFilter } from '@canam/domain/forms/catalogueFilter';
import { VEHICLE_STATUSES, VEHICLE_STATUS_LABELS } from '@canam/domain/statuses';
import type { StaffFilterFields_query$key } from '../../../../__generated__/StaffFilterFields_query.graphql.ts';
import { AgentSelect } from '../../../../components/AgentSelect.tsx';
import { MultiSelect } from './MultiSelect.tsx';

const STATUS_OPTIONS = VEHICLE_STATUSES.map((status) => ({
  value: status,
  label: VEHICLE_STATUS_LABELS[status],
}));

interface StaffFilterFieldsProps {
  query: StaffFilterFields_query$key;
  control: Control<CatalogueFilter>;
  register: UseFormRegister<CatalogueFilter>;
  admin: boolean;
}

export function StaffFilterFields({ query, control, register, admin }: StaffFilterFieldsProps) {
  const data = useFragment(
    graphql`
      fragment StaffFilterFields_query on Query
      @argumentDefinitions(withAgents: { type: "Boolean!", defaultValue: false }) {
        ...AgentSelect_query @arguments(withAgents: $withAgents)
      }
    `,
    query,
  );
  const status = useController({ control, name: 'status' });
  const fullInventory = useWatch({ control, name: 'fullInventory' });

  return (
    <Stack gap="4">
      <MultiSelect
        label="Status"
        placeholder={fullInventory ? 'Every status' : 'Ready To Sell'}
        options={STATUS_OPTIONS}
        value={fullInventory ? [] : status.field.value}
        onChange={(value) => status.field.onChange(value)}
        disabled={fullInventory}
      />
      {admin && <AgentSelect query={data} field={register('agent')} />}
      <SimpleGrid columns={2} gap="3">
        <Field.Root>
          <Field.Label>Sale date from</Field.Label>
          <Input size="sm" type="date" bg="white" {...register('saleDateFrom')} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Sale date to</Field.Label>
          <Input size="sm" type="date" bg="white" {...register('saleDateTo')} />
        </Field.Root>
      </SimpleGrid>
    </Stack>
  );
}
