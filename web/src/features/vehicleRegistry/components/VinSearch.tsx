// The VIN form of the registry screen and of the table's 'Upload vehicle' modal: the logo, the
// required VIN (upper case as typed, checked on submit and once touched with the domain's rules so
// the message says what is wrong) and Go with a spinner while the vehicle is registered.
import type { ChangeEvent } from 'react';
import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { normalizeVin, vinProblem } from '@canam/domain/vin';
import {
  useRegisterVehicle,
  type RegisteredVehicle,
  type RegisterVehiclePayload,
  type VinFormValues,
} from '../useRegisterVehicle.ts';
import { RegistryLogo } from './RegistryLogo.tsx';

/** Room for a VIN typed with spaces or dashes between its groups. */
const MAX_TYPED_LENGTH = 30;

interface VinSearchProps {
  onRegistered: (vehicle: RegisteredVehicle, payload: RegisterVehiclePayload) => void;
}

/** Upper-cases the typed text in place, keeping the caret where it was. */
function upperCaseInPlace(event: ChangeEvent<HTMLInputElement>): void {
  const input = event.target;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  input.setSelectionRange(selectionStart, selectionEnd);
}

export function VinSearch({ onRegistered }: VinSearchProps) {
  const form = useForm<VinFormValues>({
    // Checked on Go, then as typed: a message appearing on blur would move the buttons below it
    // under the pointer (the modal focuses the VIN first).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { vin: '' },
  });
  const [register, registering] = useRegisterVehicle(form.setError, onRegistered);
  const error = form.formState.errors.vin?.message;
  const field = form.register('vin', {
    validate: (value) => vinProblem(normalizeVin(value)) ?? true,
  });

  return (
    <Stack gap="5" align="stretch" maxW="lg" mx="auto" w="full">
      <RegistryLogo />
      <form
        aria-label="Register a vehicle by VIN"
        noValidate
        onSubmit={form.handleSubmit((values) => register(normalizeVin(values.vin)))}
      >
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>
            VIN
            <Field.RequiredIndicator />
          </Field.Label>
          <HStack gap="2" w="full" align="flex-start">
            <Input
              {...field}
              onChange={(event) => {
                upperCaseInPlace(event);
                return field.onChange(event);
              }}
              bg="white"
              fontFamily="mono"
              letterSpacing="wide"
              maxLength={MAX_TYPED_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="17 characters, e.g. 1HGCM82633A004352"
            />
            <Button
              type="submit"
              colorPalette="brand"
              loading={registering}
              loadingText="Go"
              disabled={registering}
              minW="16"
            >
              Go
            </Button>
          </HStack>
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      </form>
    </Stack>
  );
}
