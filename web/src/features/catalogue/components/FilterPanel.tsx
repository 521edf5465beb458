// The filter panel of the vehicle lists: one form validated by the catalogue filter schema,
// reset from the URL whenever the URL changes (Back, a shared link) and written to it on Search.
import { Field, Input, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { CatalogueContext } from '@canam/domain/forms/catalogueFilter';
import type { FilterPanel_query$key } from '../../../__generated__/FilterPanel_query.graphql.ts';
import { useCatalogueFilterForm } from '../useCatalogueFilterForm.ts';
import { FilterActions } from './filters/FilterActions.tsx';
import { FilterCheckbox } from './filters/FilterCheckbox.tsx';
import { FILTER_RANGES } from './filters/filterRanges.ts';
import { MakeModelFields } from './filters/MakeModelFields.tsx';
import { RangeField } from './filters/RangeField.tsx';
import { StaffFilterFields } from './filters/StaffFilterFields.tsx';

interface FilterPanelProps {
  query: FilterPanel_query$key;
  /** Staff and admin from the list's URL; prices from the viewer. */
  context: Required<CatalogueContext>;
  /** After Search or Show All (the phone drawer closes). */
  onDone?: () => void;
}

export function FilterPanel({ query, context, onDone }: FilterPanelProps) {
  const data = useFragment(
    graphql`
      fragment FilterPanel_query on Query
      @argumentDefinitions(
        make: { type: "[String!]" }
        withAgents: { type: "Boolean!", defaultValue: false }
      ) {
        ...MakeModelFields_query @arguments(make: $make)
        ...StaffFilterFields_query @arguments(withAgents: $withAgents)
      }
    `,
    query,
  );
  const { form, apply, clear } = useCatalogueFilterForm(context);
  const { control, register, handleSubmit, formState } = form;

  return (
    <Stack
      as="form"
      role="search"
      aria-label="Filter vehicles"
      gap="5"
      onSubmit={handleSubmit((values) => {
        apply(values);
        onDone?.();
      })}
    >
      <Field.Root invalid={!!formState.errors.search}>
        <Field.Label>Stock or VIN</Field.Label>
        <Input size="sm" bg="white" placeholder="e.g. CA24017" {...register('search')} />
        <Field.ErrorText>{formState.errors.search?.message}</Field.ErrorText>
      </Field.Root>
      <MakeModelFields query={data} control={control} />
      <RangeField {...FILTER_RANGES.year} control={control} />
      <RangeField {...FILTER_RANGES.miles} control={control} />
      {context.prices && <RangeField {...FILTER_RANGES.price} control={control} />}
      {context.staff && (
        <StaffFilterFields
          query={data}
          control={control}
          register={register}
          admin={context.admin}
        />
      )}
      <Stack gap="2">
        <FilterCheckbox name="available" label="Available in Marketplace" control={control} />
        {context.staff && (
          <>
            <FilterCheckbox name="needPricing" label="Need pricing" control={control} />
            <FilterCheckbox name="fullInventory" label="Full inventory" control={control} />
          </>
        )}
      </Stack>
      <FilterActions
        onShowAll={() => {
          clear();
          onDone?.();
        }}
      />
    </Stack>
  );
}
