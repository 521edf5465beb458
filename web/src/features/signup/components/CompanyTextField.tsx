// One text input of a company form (registration, the back office's company and dealer forms),
// with its limit and the schema's message.
import { Field, Input } from '@chakra-ui/react';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { CompanyFormInput } from '@canam/domain/forms/company';

/** The fields of a form whose values are text. */
export type TextFieldName<T extends FieldValues> = {
  [K in keyof T]-?: NonNullable<T[K]> extends string ? K : never;
}[keyof T] &
  Path<T>;

interface CompanyTextFieldProps<T extends FieldValues> {
  name: TextFieldName<T>;
  label: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  required?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  type?: 'text' | 'email' | 'url' | 'tel';
  autoComplete?: string;
  placeholder?: string;
}

export function CompanyTextField<T extends FieldValues = CompanyFormInput>({
  name,
  label,
  register,
  errors,
  required,
  readOnly,
  maxLength,
  type = 'text',
  autoComplete,
  placeholder,
}: CompanyTextFieldProps<T>) {
  const error = errors[name] as FieldError | undefined;
  return (
    <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly}>
      <Field.Label>{label}</Field.Label>
      <Input
        type={type}
        bg={readOnly ? 'gray.100' : 'white'}
        maxLength={maxLength}
        autoComplete={autoComplete}
        placeholder={placeholder}
        readOnly={readOnly}
        tabIndex={readOnly ? -1 : undefined}
        {...register(name)}
      />
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
