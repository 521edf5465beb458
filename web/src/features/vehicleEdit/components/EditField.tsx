// A labelled field of the registry's forms with its message (tied to the input by Chakra's Field),
// shown once the field was touched; required fields carry the required mark.
import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

interface EditFieldProps {
  label: string;
  error?: string;
  required?: boolean;
  /** The input's id when the input sets its own (the money input). */
  htmlFor?: string;
  helper?: ReactNode;
  children: ReactNode;
}

export function EditField({ label, error, required, htmlFor, helper, children }: EditFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label htmlFor={htmlFor} fontSize="sm">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
