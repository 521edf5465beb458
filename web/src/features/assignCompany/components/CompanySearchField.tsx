// The dealer form's existing company: a search over the companies' commercial and legal names
// that asks the server only from 3 typed characters (at most 300 options), each option showing
// both names and the company's status. Picking one sets existingCompanyId.
import { useEffect, useState } from 'react';
import {
  Badge,
  Combobox,
  Field,
  HStack,
  Portal,
  Spinner,
  Stack,
  Text,
  useListCollection,
} from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useController, type Control } from 'react-hook-form';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import {
  COMPANY_SEARCH_LIMIT,
  COMPANY_SEARCH_MIN_LENGTH,
  type DealerFormInput,
} from '@canam/domain/forms/dealer';
import type {
  CompanySearchFieldQuery,
  CompanySearchFieldQuery$data,
} from '../../../__generated__/CompanySearchFieldQuery.graphql.ts';
import { COMPANY_STATUS_LABELS } from '../../dealerReview/components/companyLabels.ts';
import { companyLabel } from '../../dealerReview/components/userColumns.ts';

type FoundCompany = CompanySearchFieldQuery$data['companySearch'][number];

const query = graphql`
  query CompanySearchFieldQuery($search: String!) {
    companySearch(search: $search) {
      id
      commercialName
      companyName
      status
    }
  }
`;

/** Wait this long after the last keystroke before searching. */
export const COMPANY_SEARCH_DEBOUNCE_MS = 250;

export function CompanySearchField({ control }: { control: Control<DealerFormInput> }) {
  const { field, fieldState } = useController({ control, name: 'existingCompanyId' });
  const environment = useRelayEnvironment();
  const [search, setSearch] = useState('');
  const [loading, setLoading] = useState(false);
  const { collection, set } = useListCollection<FoundCompany>({
    initialItems: [],
    itemToString: (item) => companyLabel(item) ?? item.id,
    itemToValue: (item) => item.id,
  });
  const text = search.trim();
  const tooShort = text.length < COMPANY_SEARCH_MIN_LENGTH;

  useEffect(() => {
    if (tooShort) {
      set([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      setLoading(true);
      fetchQuery<CompanySearchFieldQuery>(environment, query, { search: text })
        .toPromise()
        .then((data) => current && set((data?.companySearch ?? []).slice(0, COMPANY_SEARCH_LIMIT)))
        .catch(() => current && set([]))
        .finally(() => current && setLoading(false));
    }, COMPANY_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [environment, text, tooShort, set]);

  return (
    <Field.Root invalid={Boolean(fieldState.error)} required>
      <Combobox.Root
        collection={collection}
        value={field.value ? [field.value] : []}
        onInputValueChange={(details) => setSearch(details.inputValue)}
        onValueChange={(details) => field.onChange(details.value[0] ?? null)}
        onInteractOutside={() => field.onBlur()}
        openOnClick={false}
        selectionBehavior="replace"
        width="100%"
      >
        <Combobox.Label>Company</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input
            placeholder="Type 3 letters of its name"
            bg="white"
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
          />
          <Combobox.IndicatorGroup>
            {loading ? <Spinner size="xs" /> : <Search size={16} aria-hidden />}
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty>
                {tooShort
                  ? `Type at least ${COMPANY_SEARCH_MIN_LENGTH} characters`
                  : loading
                    ? 'Searching…'
                    : 'No company found'}
              </Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item item={item} key={item.id}>
                  <Stack gap="0" flex="1" minW="0">
                    <HStack gap="2" justify="space-between">
                      <Text fontWeight="medium" truncate>
                        {item.commercialName ?? '—'}
                      </Text>
                      <Badge size="sm">{COMPANY_STATUS_LABELS[item.status]}</Badge>
                    </HStack>
                    <Text fontSize="xs" color="gray.600" truncate>
                      {item.companyName ?? '—'}
                    </Text>
                  </Stack>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      <Field.HelperText>
        Companies whose commercial or legal name holds the text typed (at most{' '}
        {COMPANY_SEARCH_LIMIT}).
      </Field.HelperText>
      <Field.ErrorText>{fieldState.error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
