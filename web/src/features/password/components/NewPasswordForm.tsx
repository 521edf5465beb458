// The new-password form of a reset link and of an invitation: the shared password rules with
// live hints and the confirmation. The route decides what submitting does.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import {
  newPasswordFormSchema,
  type NewPasswordForm as Values,
} from '@canam/domain/forms/password';
import { NewPasswordFields } from './NewPasswordFields.tsx';

interface NewPasswordFormProps {
  submitLabel: string;
  submitting: boolean;
  onSubmit: (password: string) => void;
}

export function NewPasswordForm({ submitLabel, submitting, onSubmit }: NewPasswordFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  return (
    <form onSubmit={handleSubmit((values) => onSubmit(values.password))} noValidate>
      <Stack gap="5">
        <NewPasswordFields register={register} control={control} errors={errors} />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={submitting}
          loadingText={submitLabel}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
