// A native select of the registry's forms: an empty first choice, the options, and the current
// value kept as a choice when it is not one of them (a colour or location from older data).
import { forwardRef, type ComponentProps } from 'react';
import { NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectInputProps extends ComponentProps<typeof NativeSelect.Field> {
  options: readonly SelectOption[];
  placeholder: string;
  /** The saved value, offered even when `options` lacks it. */
  current?: string | null;
}

export const SelectInput = forwardRef<HTMLSelectElement, SelectInputProps>(function SelectInput(
  { options, placeholder, current, ...field },
  ref,
) {
  const listed = !current || options.some((option) => option.value === current);
  return (
    <NativeSelect.Root size="sm" bg="white">
      <NativeSelect.Field ref={ref} {...field}>
        <option value="">{placeholder}</option>
        {!listed && <option value={current}>{current}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});

export const textOptions = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));
