// A labelled field of a record form with its message, shown once the field was touched (the
// forms validate on blur, then on every change).
import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

interface FormFieldProps {
  label: string;
  error?: string;
  /** The input's id when the input sets its own (the money input). */
  htmlFor?: string;
  children: ReactNode;
}

export function FormField({ label, error, htmlFor, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label htmlFor={htmlFor} fontSize="sm">
        {label}
      </Field.Label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
