// The home page's filter bar: make and model dropdowns (models narrowed by the chosen make) and
// Search, which opens the viewer's vehicle list, or the inventory for a guest, filtered.
import { useState, useTransition, type FormEvent } from 'react';
import { Button, Field, NativeSelect, Stack } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { HomeSearch_query$key } from '../../../__generated__/HomeSearch_query.graphql.ts';
import type { HomeSearch_viewer$key } from '../../../__generated__/HomeSearch_viewer.graphql.ts';
import type { HomeSearchRefetchQuery } from '../../../__generated__/HomeSearchRefetchQuery.graphql.ts';
import { searchPathFor } from '../searchPath.ts';

interface HomeSearchProps {
  query: HomeSearch_query$key;
  viewer: HomeSearch_viewer$key;
}

function Dropdown(props: {
  label: string;
  placeholder: string;
  value: string;
  options: readonly string[];
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root flex="1" disabled={props.disabled}>
      <Field.Label fontSize="sm" color="gray.700">
        {props.label}
      </Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field
          bg="white"
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        >
          <option value="">{props.placeholder}</option>
          {props.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function HomeSearch({ query, viewer }: HomeSearchProps) {
  const [data, refetch] = useRefetchableFragment<HomeSearchRefetchQuery, HomeSearch_query$key>(
    graphql`
      fragment HomeSearch_query on Query
      @refetchable(queryName: "HomeSearchRefetchQuery")
      @argumentDefinitions(make: { type: "[String!]" }) {
        vehicleFilters(make: $make) {
          makes
          models
        }
      }
    `,
    query,
  );
  const { roles } = useFragment(
    graphql`
      fragment HomeSearch_viewer on Viewer {
        roles
      }
    `,
    viewer,
  );
  const navigate = useNavigate();
  const [make, setMake] = useState('');
  const [model, setModel] = useState('');
  const [loadingModels, startTransition] = useTransition();

  const chooseMake = (value: string) => {
    setMake(value);
    setModel('');
    // keep the current list on screen while the make's models load
    startTransition(() => {
      refetch({ make: value ? [value] : null }, { fetchPolicy: 'store-or-network' });
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPathFor(roles, { make, model }));
  };

  return (
    <form onSubmit={onSubmit} aria-label="Search vehicles">
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }}>
        <Dropdown
          label="Make"
          placeholder="All makes"
          value={make}
          options={data.vehicleFilters.makes}
          onChange={chooseMake}
        />
        <Dropdown
          label="Model"
          placeholder="All models"
          value={model}
          options={data.vehicleFilters.models}
          disabled={loadingModels}
          onChange={setModel}
        />
        <Button type="submit" colorPalette="orange" size="lg" px="8" minW={{ md: '40' }}>
          <Search size={18} aria-hidden /> Search
        </Button>
      </Stack>
    </form>
  );
}
