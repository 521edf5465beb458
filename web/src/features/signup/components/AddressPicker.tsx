// The address search of the company form: US places by ZIP prefix or 'City, ST' (the gateway's
// addressSuggestions, at most 10). Picking one hands ZIP, state and city to the form.
import { useEffect, useState } from 'react';
import { Combobox, Field, Portal, Spinner, useListCollection } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  AddressPickerQuery,
  AddressPickerQuery$data,
} from '../../../__generated__/AddressPickerQuery.graphql.ts';

export type UsAddress = AddressPickerQuery$data['addressSuggestions'][number];

const query = graphql`
  query AddressPickerQuery($query: String!) {
    addressSuggestions(query: $query) {
      label
      zip
      city
      state
      stateId
    }
  }
`;

/** Wait this long after the last keystroke before searching. */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 250;
const MIN_QUERY_LENGTH = 2;

interface AddressPickerProps {
  onPick: (address: UsAddress) => void;
}

export function AddressPicker({ onPick }: AddressPickerProps) {
  const environment = useRelayEnvironment();
  const [search, setSearch] = useState('');
  const [loading, setLoading] = useState(false);
  const { collection, set } = useListCollection<UsAddress>({
    initialItems: [],
    itemToString: (item) => item.label,
    itemToValue: (item) => item.label,
  });

  useEffect(() => {
    const text = search.trim();
    if (text.length < MIN_QUERY_LENGTH) return;
    let current = true;
    const timer = setTimeout(() => {
      setLoading(true);
      fetchQuery<AddressPickerQuery>(environment, query, { query: text })
        .toPromise()
        .then((data) => current && set([...(data?.addressSuggestions ?? [])]))
        .catch(() => current && set([]))
        .finally(() => current && setLoading(false));
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [environment, search, set]);

  return (
    <Field.Root>
      <Combobox.Root
        collection={collection}
        onInputValueChange={(details) => setSearch(details.inputValue)}
        onValueChange={(details) => {
          const picked = details.items[0];
          if (picked) onPick(picked);
        }}
        openOnClick={false}
        selectionBehavior="replace"
        width="100%"
      >
        <Combobox.Label>Address</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder="ZIP code or City, ST" bg="white" />
          <Combobox.IndicatorGroup>
            {loading ? <Spinner size="xs" /> : <MapPin size={16} aria-hidden />}
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty>
                {search.trim().length < MIN_QUERY_LENGTH
                  ? 'Type a ZIP code or a city'
                  : 'No US address found'}
              </Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item item={item} key={item.label}>
                  {item.label}
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      <Field.HelperText>
        United States only. Picking a place fills ZIP, state and city.
      </Field.HelperText>
    </Field.Root>
  );
}
