// The home page's contact form (specification, sections 2 and 5): the rules and messages of the
// shared contact schema, each shown once the field was touched; the toasts of section 8.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { contactSchema, PHONE_MAX_LENGTH, type ContactInput } from '@canam/domain/forms/contact';
import type { ContactUsMutation } from '../../../__generated__/ContactUsMutation.graphql.ts';
import { toaster } from '../../../components/toaster.tsx';
import { useFormMutation } from '../../../relay/useFormMutation.ts';
import { contactUsMutation } from '../mutations/ContactUsMutation.ts';

const EMPTY: ContactInput = { fullName: '', email: '', phoneNumber: '', message: '' };
const FIELDS = Object.keys(EMPTY) as (keyof ContactInput)[];

export const CONTACT_SENT = 'Contact information sent';
export const CONTACT_NOT_SUBMITTED = 'Contact information not submitted';

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const [send, sending] = useFormMutation<ContactUsMutation, ContactInput>(contactUsMutation, {
    setError,
    fields: FIELDS,
  });

  const notSubmitted = () => toaster.create({ type: 'warning', title: CONTACT_NOT_SUBMITTED });

  const onSubmit = (values: ContactInput) =>
    send(values, {
      onCompleted: ({ ok, userErrors }) => {
        if (ok && userErrors.length === 0) {
          toaster.create({ type: 'success', title: CONTACT_SENT });
          reset(EMPTY);
          return;
        }
        notSubmitted();
      },
      onError: notSubmitted,
    });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Contact us">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={Boolean(errors.fullName)} required>
            <Field.Label>Full name</Field.Label>
            <Input autoComplete="name" bg="white" {...register('fullName')} />
            <Field.ErrorText>{errors.fullName?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.email)} required>
            <Field.Label>Email</Field.Label>
            <Input type="email" autoComplete="email" bg="white" {...register('email')} />
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.phoneNumber)} required>
          <Field.Label>Phone number</Field.Label>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(555) 555-0100"
            maxLength={PHONE_MAX_LENGTH}
            bg="white"
            {...register('phoneNumber')}
          />
          <Field.ErrorText>{errors.phoneNumber?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.message)} required>
          <Field.Label>Message</Field.Label>
          <Textarea
            rows={4}
            bg="white"
            placeholder="Which vehicles are you looking for?"
            {...register('message')}
          />
          <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
          disabled={sending}
          loading={sending}
          loadingText="Sending"
        >
          <Send size={16} aria-hidden /> Send
        </Button>
      </Stack>
    </form>
  );
}
