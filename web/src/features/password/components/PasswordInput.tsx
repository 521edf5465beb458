// A password input with the show/hide toggle of the login form.
import { forwardRef, useState, type ComponentProps } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';

export const PasswordInput = forwardRef<HTMLInputElement, ComponentProps<typeof Input>>(
  function PasswordInput(props, ref) {
    const [shown, setShown] = useState(false);
    return (
      <InputGroup
        endElement={
          <IconButton
            aria-label={shown ? 'Hide password' : 'Show password'}
            variant="ghost"
            size="sm"
            onClick={() => setShown((value) => !value)}
          >
            {shown ? <EyeOff /> : <Eye />}
          </IconButton>
        }
      >
        <Input ref={ref} type={shown ? 'text' : 'password'} bg="white" {...props} />
      </InputGroup>
    );
  },
);
