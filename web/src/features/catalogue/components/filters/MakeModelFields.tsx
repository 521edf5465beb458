// Make and model, several of each: the models offered narrow to the makes chosen, refetched as
// soon as the makes change (before Search), and models of makes no longer chosen are dropped.
import { useEffect, useMemo, useRef, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useController, type Control } from 'react-hook-form';
import type { CatalogueFilter } from '@canam/domain/forms/catalogueFilter';
import type { MakeModelFields_query$key } from '../../../../__generated__/MakeModelFields_query.graphql.ts';
import type { MakeModelFieldsRefetchQuery } from '../../../../__generated__/MakeModelFieldsRefetchQuery.graphql.ts';
import { MultiSelect } from './MultiSelect.tsx';

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

interface MakeModelFieldsProps {
  query: MakeModelFields_query$key;
  control: Control<CatalogueFilter>;
}

export function MakeModelFields({ query, control }: MakeModelFieldsProps) {
  const [data, refetch] = useRefetchableFragment<
    MakeModelFieldsRefetchQuery,
    MakeModelFields_query$key
  >(
    graphql`
      fragment MakeModelFields_query on Query
      @refetchable(queryName: "MakeModelFieldsRefetchQuery")
      @argumentDefinitions(make: { type: "[String!]" }) {
        vehicleFilters(make: $make) {
          makes
          models
        }
      }
    `,
    query,
  );
  const make = useController({ control, name: 'make' });
  const model = useController({ control, name: 'model' });
  const [narrowing, startTransition] = useTransition();
  const fetchedFor = useRef(JSON.stringify(make.field.value));

  const makes = make.field.value;
  const makesKey = JSON.stringify(makes);
  useEffect(() => {
    if (makesKey === fetchedFor.current) return;
    fetchedFor.current = makesKey;
    startTransition(() => {
      refetch({ make: JSON.parse(makesKey) as string[] }, { fetchPolicy: 'store-or-network' });
    });
  }, [makesKey, refetch]);

  const { models } = data.vehicleFilters;
  const { value: chosenModels, onChange: setModels } = model.field;
  useEffect(() => {
    if (narrowing || makes.length === 0) return;
    const kept = chosenModels.filter((item) => models.includes(item));
    if (kept.length !== chosenModels.length) setModels(kept);
  }, [models, narrowing, makes.length, chosenModels, setModels]);

  const makeOptions = useMemo(
    () => toOptions(data.vehicleFilters.makes),
    [data.vehicleFilters.makes],
  );
  const modelOptions = useMemo(() => toOptions(models), [models]);

  return (
    <>
      <MultiSelect
        label="Make"
        placeholder="All makes"
        options={makeOptions}
        value={makes}
        onChange={make.field.onChange}
      />
      <MultiSelect
        label="Model"
        placeholder="All models"
        options={modelOptions}
        value={chosenModels}
        onChange={setModels}
      />
    </>
  );
}
