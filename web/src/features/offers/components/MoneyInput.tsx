// The specification's money input: 'USD$ ' prefix, 2 decimals, '.' decimal, ',' thousands.
// Its value is the plain decimal string ('24500.00') the schemas and the api take.
import { Input } from '@chakra-ui/react';
import type { Ref } from 'react';
import { NumericFormat } from 'react-number-format';
import { MONEY_PREFIX } from '@canam/domain/money';

interface MoneyInputProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  label?: string;
}

export function MoneyInput({ inputRef, onChange, label, ...props }: MoneyInputProps) {
  return (
    <NumericFormat
      {...props}
      customInput={Input}
      size="sm"
      bg="white"
      inputMode="decimal"
      aria-label={label}
      placeholder={`${MONEY_PREFIX}0.00`}
      prefix={MONEY_PREFIX}
      thousandSeparator=","
      decimalSeparator="."
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      onValueChange={(values) => onChange(values.value)}
      getInputRef={inputRef}
    />
  );
}
