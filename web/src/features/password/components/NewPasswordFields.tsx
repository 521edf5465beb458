// Password and confirmation with the live hints: shared by sign-up, reset and invitation forms.
import { Field } from '@chakra-ui/react';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { PasswordInput } from './PasswordInput.tsx';
import { WatchedPasswordHints } from './WatchedPasswordHints.tsx';

interface PasswordValues {
  password: string;
  confirmPassword: string;
}

interface NewPasswordFieldsProps<T extends PasswordValues> {
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors<T>;
  label?: string;
}

export function NewPasswordFields<T extends PasswordValues>({
  register,
  control,
  errors,
  label = 'Password',
}: NewPasswordFieldsProps<T>) {
  // react-hook-form's generic paths cannot see that T has these two fields.
  const reg = register as unknown as UseFormRegister<PasswordValues>;
  const errs = errors as FieldErrors<PasswordValues>;
  return (
    <>
      <Field.Root invalid={Boolean(errs.password)} required>
        <Field.Label>{label}</Field.Label>
        <PasswordInput
          autoComplete="new-password"
          aria-describedby="password-rules"
          {...reg('password')}
        />
        <Field.ErrorText>{errs.password?.message}</Field.ErrorText>
        <WatchedPasswordHints
          control={control as unknown as Control<{ password: string }>}
          id="password-rules"
        />
      </Field.Root>
      <Field.Root invalid={Boolean(errs.confirmPassword)} required>
        <Field.Label>Confirm password</Field.Label>
        <PasswordInput autoComplete="new-password" {...reg('confirmPassword')} />
        <Field.ErrorText>{errs.confirmPassword?.message}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
