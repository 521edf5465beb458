// The form of a vehicle list's filter: validated by the catalogue filter schema, reset from the
// URL whenever the URL changes (Back, a shared link), and written to it on Search.
import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import {
  catalogueFilterSchema,
  parseCatalogueSearch,
  type CatalogueContext,
  type CatalogueFilter,
} from '@canam/domain/forms/catalogueFilter';
import { provideCatalogueParser } from './catalogueSearch.ts';
import { useCatalogueFilter, type CatalogueFilterState } from './useCatalogueFilter.ts';

// This form holds the schema: the lists it is part of need not load it again to read their URL.
provideCatalogueParser(parseCatalogueSearch);

export function useCatalogueFilterForm(
  context: CatalogueContext,
): CatalogueFilterState & { form: UseFormReturn<CatalogueFilter> } {
  const state = useCatalogueFilter(context);
  const form = useForm<CatalogueFilter>({
    resolver: zodResolver(catalogueFilterSchema),
    defaultValues: state.filter,
  });
  const { reset } = form;
  useEffect(() => reset(state.filter), [state.filter, reset]);
  return { ...state, form };
}
