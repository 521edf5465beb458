// The new-token form: a name, the scopes the viewer's role may give (checkboxes) and a lifetime.
// The form's rules run first; the gateway's userErrors go on their fields; the created token's
// secret goes to `onCreated`, and its row to the top of the list.
import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Field,
  Fieldset,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { ACCESS_TOKEN_EXPIRY_DAYS } from '@canam/domain/accessTokens';
import {
  ACCESS_TOKEN_FIELDS,
  accessTokenFormSchema,
  scopeChoicesFor,
  type AccessTokenForm,
  type AccessTokenFormInput,
} from '@canam/domain/forms/accessToken';
import type { RoleName } from '@canam/domain/roles';
import type { CreateAccessTokenForm_viewer$key } from '../../../__generated__/CreateAccessTokenForm_viewer.graphql.ts';
import { applyUserErrors } from '../../../relay/useFormMutation.ts';
import { useCreateAccessTokenMutation } from '../mutations/CreateAccessTokenMutation.ts';

interface CreateAccessTokenFormProps {
  viewer: CreateAccessTokenForm_viewer$key;
  onCreated: (created: { name: string; token: string }) => void;
}

export function CreateAccessTokenForm({ viewer, onCreated }: CreateAccessTokenFormProps) {
  const { roles } = useFragment(
    graphql`
      fragment CreateAccessTokenForm_viewer on Viewer {
        roles
      }
    `,
    viewer,
  );
  const choices = scopeChoicesFor(roles as RoleName[]);
  const form = useForm<AccessTokenFormInput, unknown, AccessTokenForm>({
    resolver: zodResolver(accessTokenFormSchema),
    defaultValues: { name: '', scopes: [], expiresInDays: '90' },
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useCreateAccessTokenMutation();

  const submit = (values: AccessTokenForm) => {
    setFailure(null);
    create(values, {
      onCompleted: ({ token, accessTokenEdge, userErrors }) => {
        // Refusals naming a field go on it; any other is said above the button.
        const unplaced = applyUserErrors(userErrors, {
          setError: form.setError,
          fields: ACCESS_TOKEN_FIELDS,
        });
        if (unplaced.length) setFailure(unplaced[0]!.message);
        if (token && accessTokenEdge) {
          form.reset();
          onCreated({ name: accessTokenEdge.node.name, token });
        }
      },
      onError: () => setFailure('The token could not be created. Try again.'),
    });
  };

  if (choices.length === 0) {
    return <Text color="gray.600">Your role cannot create access tokens.</Text>;
  }
  return (
    <Stack asChild gap="4" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }}>
      {/* The form's own messages, not the browser's, say what is missing. */}
      <form aria-label="New access token" noValidate onSubmit={form.handleSubmit(submit)}>
        <Field.Root invalid={Boolean(errors.name)} required>
          <Field.Label>
            Name
            <Field.RequiredIndicator />
          </Field.Label>
          <Input {...form.register('name')} maxLength={60} placeholder="e.g. Inventory sync" />
          <Field.HelperText>What the token is for; 60 characters at most.</Field.HelperText>
          {errors.name && <Field.ErrorText>{errors.name.message}</Field.ErrorText>}
        </Field.Root>
        <Fieldset.Root invalid={Boolean(errors.scopes)}>
          <Fieldset.Legend fontSize="sm" fontWeight="medium">
            Scopes
          </Fieldset.Legend>
          <Controller
            control={form.control}
            name="scopes"
            render={({ field }) => (
              <CheckboxGroup
                value={field.value}
                onValueChange={(value) => field.onChange(value)}
                name={field.name}
              >
                <Stack gap="2">
                  {choices.map((choice) => (
                    <Checkbox.Root
                      key={choice.name}
                      value={choice.name}
                      colorPalette="brand"
                      alignItems="flex-start"
                    >
                      <Checkbox.HiddenInput onBlur={field.onBlur} />
                      <Checkbox.Control mt="0.5" />
                      <Checkbox.Label>
                        {choice.label}
                        <Text
                          as="span"
                          display="block"
                          fontWeight="normal"
                          color="gray.600"
                          fontSize="sm"
                        >
                          {choice.description}
                        </Text>
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              </CheckboxGroup>
            )}
          />
          {errors.scopes && <Fieldset.ErrorText>{errors.scopes.message}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <Field.Root invalid={Boolean(errors.expiresInDays)} maxW="xs">
          <Field.Label>Expires in</Field.Label>
          <NativeSelect.Root size="sm" bg="white">
            <NativeSelect.Field {...form.register('expiresInDays')}>
              {ACCESS_TOKEN_EXPIRY_DAYS.map((days) => (
                <option key={days} value={String(days)}>
                  {days} days
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.expiresInDays && (
            <Field.ErrorText>{errors.expiresInDays.message}</Field.ErrorText>
          )}
        </Field.Root>
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={creating}>
          Create token
        </Button>
      </form>
    </Stack>
  );
}
