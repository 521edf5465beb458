// A US phone input ('+1' shown, formatted as typed, so never more than the specification's 14
// characters; no maxLength, which would cut a pasted '+1 …' number short) for react-hook-form.
import { forwardRef, type ChangeEvent, type ComponentProps } from 'react';
import { Input, InputGroup } from '@chakra-ui/react';
import { formatUsPhone } from '../phoneFormat.ts';

type PhoneInputProps = Omit<ComponentProps<typeof Input>, 'onChange'> & {
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { onChange, ...props },
  ref,
) {
  return (
    <InputGroup startAddon="+1">
      <Input
        ref={ref}
        type="tel"
        inputMode="tel"
        placeholder="(555) 555-0100"
        bg="white"
        {...props}
        onChange={(event) => {
          event.target.value = formatUsPhone(event.target.value);
          onChange(event);
        }}
      />
    </InputGroup>
  );
});
