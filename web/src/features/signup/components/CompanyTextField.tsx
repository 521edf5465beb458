// One text input of the company form, with its limit and the schema's message.
import { Field, Input } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CompanyFormInput } from '@canam/domain/forms/company';

type TextFieldName = {
  [K in keyof CompanyFormInput]-?: NonNullable<CompanyFormInput[K]> extends string ? K : never;
}[keyof CompanyFormInput];

interface CompanyTextFieldProps {
  name: TextFieldName;
  label: string;
  register: UseFormRegister<CompanyFormInput>;
  errors: FieldErrors<CompanyFormInput>;
  required?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  type?: 'text' | 'email' | 'url' | 'tel';
  autoComplete?: string;
  placeholder?: string;
}

export function CompanyTextField({
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
}: CompanyTextFieldProps) {
  const error = errors[name];
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
