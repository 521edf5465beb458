// A select of several values (make, model, status), the chosen ones listed in the trigger.
import { useMemo } from 'react';
import { Select, createListCollection } from '@chakra-ui/react';

export interface Option {
  value: string;
  label: string;
}

interface MultiSelectProps {
  label: string;
  placeholder: string;
  options: readonly Option[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}

export function MultiSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  disabled,
}: MultiSelectProps) {
  const collection = useMemo(() => {
    // A chosen value missing from the options (a shared link, a narrowed list) still shows.
    const known = new Set(options.map((option) => option.value));
    const extra = value
      .filter((item) => !known.has(item))
      .map((item) => ({ value: item, label: item }));
    return createListCollection({ items: [...options, ...extra] });
  }, [options, value]);

  return (
    <Select.Root
      multiple
      size="sm"
      collection={collection}
      value={[...value]}
      onValueChange={(details) => onChange(details.value)}
      disabled={disabled}
      positioning={{ sameWidth: true }}
    >
      <Select.HiddenSelect />
      <Select.Label fontWeight="medium">{label}</Select.Label>
      <Select.Control bg="white">
        <Select.Trigger>
          <Select.ValueText placeholder={placeholder} />
        </Select.Trigger>
        <Select.IndicatorGroup>
          {value.length > 0 && <Select.ClearTrigger aria-label={`Clear ${label.toLowerCase()}`} />}
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Select.Positioner>
        <Select.Content maxH="64" overflowY="auto">
          {collection.items.length === 0 && (
            <Select.ItemGroupLabel color="gray.500">Nothing to choose</Select.ItemGroupLabel>
          )}
          {collection.items.map((item) => (
            <Select.Item key={item.value} item={item}>
              {item.label}
              <Select.ItemIndicator />
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
    </Select.Root>
  );
}
