// The staff offers screen's filters: the dealer's name (applied with Search or Enter) and, for
// admins, the owning agent (applied as it is picked). The form shows what the URL holds, so a
// tab switch, which resets the URL, empties it too; but the URL catching up with the form's own
// last filter leaves alone what has been typed since (the page of an agent just picked can take a
// while, and a client typed meanwhile must not vanish when it comes).
import { useEffect, useRef } from 'react';
import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { StaffOffersFilters_query$key } from '../../../__generated__/StaffOffersFilters_query.graphql.ts';
import { AgentSelect } from '../../../components/AgentSelect.tsx';
import { offersFilterSchema, type OffersFilter } from '../offersSearch.ts';

interface StaffOffersFiltersProps {
  query: StaffOffersFilters_query$key;
  admin: boolean;
  value: OffersFilter;
  onApply: (filter: OffersFilter) => void;
}

export function StaffOffersFilters({ query, admin, value, onApply }: StaffOffersFiltersProps) {
  const data = useFragment(
    graphql`
      fragment StaffOffersFilters_query on Query
      @argumentDefinitions(withAgents: { type: "Boolean!", defaultValue: false }) {
        ...AgentSelect_query @arguments(withAgents: $withAgents)
      }
    `,
    query,
  );
  const { register, handleSubmit, reset } = useForm<OffersFilter>({
    resolver: zodResolver(offersFilterSchema),
    defaultValues: value,
  });
  const applied = useRef<OffersFilter | null>(null);
  const { client, agent } = value;
  useEffect(() => {
    const echo = applied.current?.client === client && applied.current.agent === agent;
    applied.current = null;
    if (!echo) reset({ client, agent });
  }, [client, agent, reset]);
  const submit = handleSubmit((filter) => {
    applied.current = filter;
    onApply(filter);
  });
  const agentField = register('agent');

  return (
    <Stack
      as="form"
      role="search"
      aria-label="Offer filters"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'end' }}
      gap="3"
      mb="5"
      onSubmit={(event) => void submit(event)}
    >
      <Field.Root maxW={{ md: 'xs' }}>
        <Field.Label>Client</Field.Label>
        <Input size="sm" bg="white" placeholder="Dealer name" {...register('client')} />
      </Field.Root>
      {admin && (
        <AgentSelect
          query={data}
          maxW={{ md: 'xs' }}
          field={{
            ...agentField,
            onChange: (event) => {
              void agentField.onChange(event).then(() => submit());
            },
          }}
        />
      )}
      <HStack>
        <Button type="submit" size="sm" colorPalette="brand">
          <Search aria-hidden />
          Search
        </Button>
      </HStack>
    </Stack>
  );
}
