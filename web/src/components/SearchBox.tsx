// A list's search box: applied as the user types (after a short pause, so a burst of keys is one
// search) or at once with Enter; it shows the URL's text again when back or forward changes it.
import { useEffect, useState } from 'react';
import { Box, Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { MAX_SEARCH_LENGTH } from './listSearch.ts';

/** The pause after the last key before the search applies. */
export const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  /** The search text in the URL. */
  value: string;
  onSearch: (text: string) => void;
  /** The box's accessible name, e.g. 'Search agents'. */
  label: string;
  placeholder: string;
  /** The longest text the api takes. */
  maxLength?: number;
}

export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  maxLength = MAX_SEARCH_LENGTH,
}: SearchBoxProps) {
  const [text, setText] = useState(value);

  // The URL changed elsewhere (back, forward, a link): show its text, unless it is what was typed.
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <Box
      as="form"
      role="search"
      flex="1"
      maxW={{ md: 'md' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) onSearch(text);
      }}
    >
      <InputGroup startElement={<Search size={16} aria-hidden />}>
        <Input
          type="search"
          size="sm"
          bg="white"
          aria-label={label}
          placeholder={placeholder}
          maxLength={maxLength}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </InputGroup>
    </Box>
  );
}
