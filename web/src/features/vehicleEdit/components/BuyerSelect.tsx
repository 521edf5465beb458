// The sale modal's buyer: a search box narrowing the dealer users who may buy (saleBuyers, asked
// again as the user types) and a select of the matches. On failure the specification's warning.
import { useEffect, useId, useState } from 'react';
import { Input, Stack, Text } from '@chakra-ui/react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  BuyerSelectQuery,
  BuyerSelectQuery$data,
} from '../../../__generated__/BuyerSelectQuery.graphql.ts';
import { EDIT_TEXTS, toastWarning } from '../editTexts.ts';
import { SelectInput } from './SelectInput.tsx';

const buyersQuery = graphql`
  query BuyerSelectQuery($search: String) {
    saleBuyers(search: $search) {
      id
      firstName
      lastName
      email
      companyName
    }
  }
`;

/** How long typing pauses before the list is asked again. */
const SEARCH_PAUSE_MS = 250;

type Buyer = BuyerSelectQuery$data['saleBuyers'][number];

const buyerLabel = (buyer: Buyer) =>
  `${buyer.firstName} ${buyer.lastName} (${buyer.companyName ?? buyer.email})`;

interface BuyerSelectProps {
  /** The select's id (the field's label points at it). */
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
}

export function BuyerSelect({ id, name, value, onChange, onBlur, invalid }: BuyerSelectProps) {
  const environment = useRelayEnvironment();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [buyers, setBuyers] = useState<readonly Buyer[] | null>(null);
  const [failed, setFailed] = useState(false);
  // The chosen buyer stays a choice while a new search lists others.
  const [chosen, setChosen] = useState<Buyer | null>(null);

  useEffect(() => {
    let subscription: { unsubscribe: () => void } | null = null;
    const ask = () => {
      subscription = fetchQuery<BuyerSelectQuery>(
        environment,
        buyersQuery,
        { search: search.trim() || null },
        { fetchPolicy: 'network-only' },
      ).subscribe({
        next: (data) => {
          setFailed(false);
          setBuyers(data.saleBuyers);
        },
        error: () => {
          setFailed(true);
          toastWarning(EDIT_TEXTS.buyersNotLoaded);
        },
      });
    };
    // The first list comes at once; a typed search waits for a pause.
    const timer = search === '' ? null : setTimeout(ask, SEARCH_PAUSE_MS);
    if (timer === null) ask();
    return () => {
      if (timer !== null) clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, search]);

  const listed = buyers ?? [];
  const shown =
    chosen && !listed.some((buyer) => buyer.id === chosen.id) ? [chosen, ...listed] : listed;
  const options = shown.map((buyer) => ({ value: buyer.id, label: buyerLabel(buyer) }));
  return (
    <Stack gap="2">
      <Input
        id={searchId}
        size="sm"
        bg="white"
        type="search"
        aria-label="Search buyers"
        placeholder="Search by name, e-mail or company"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectInput
        id={id}
        name={name}
        placeholder={buyers === null ? 'Loading buyers…' : 'Select a buyer'}
        options={options}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          setChosen(shown.find((buyer) => buyer.id === event.target.value) ?? null);
          onChange(event.target.value);
        }}
        onBlur={onBlur}
      />
      {failed && (
        <Text fontSize="sm" color="orange.700" role="alert">
          {EDIT_TEXTS.buyersNotLoaded}
        </Text>
      )}
      {buyers !== null && buyers.length === 0 && (
        <Text fontSize="sm" color="gray.600">
          No buyers match the search
        </Text>
      )}
    </Stack>
  );
}
