// Step 2 of the registry: the 21 equipment flags, the colour and the transmission. 'Next' saves
// them (updateVehicle, the whole checklist) and goes on to the last step; 'Back' returns to step 1.
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Fieldset,
  HStack,
  RadioGroup,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import {
  vehicleEquipmentFormSchema,
  type VehicleEquipmentForm as Values,
  type VehicleEquipmentFormInput,
} from '@canam/domain/forms/vehicleEdit';
import {
  EQUIPMENT_FLAGS,
  EQUIPMENT_LABELS,
  TRANSMISSIONS,
  VEHICLE_COLORS,
} from '@canam/domain/vehicleEquipment';
import type { EquipmentForm_vehicle$key } from '../../../__generated__/EquipmentForm_vehicle.graphql.ts';
import { EDIT_TEXTS, toastSuccess, toastWarning } from '../editTexts.ts';
import { useUpdateVehicleMutation } from '../mutations/UpdateVehicleMutation.ts';
import { EditField } from './EditField.tsx';
import { SelectInput, textOptions } from './SelectInput.tsx';

const FIELDS = ['equipment', 'color', 'transmissionType'] as const;

interface EquipmentFormProps {
  vehicle: EquipmentForm_vehicle$key;
  onBack: () => void;
  onSaved: () => void;
}

export function EquipmentForm({ vehicle: vehicleKey, onBack, onSaved }: EquipmentFormProps) {
  const vehicle = useFragment(
    graphql`
      fragment EquipmentForm_vehicle on Vehicle {
        id
        equipment
        color
        vinNumber {
          transmissionType
        }
      }
    `,
    vehicleKey,
  );
  const transmission = TRANSMISSIONS.find((name) => name === vehicle.vinNumber.transmissionType);
  const form = useForm<VehicleEquipmentFormInput, unknown, Values>({
    resolver: zodResolver(vehicleEquipmentFormSchema),
    mode: 'onTouched',
    defaultValues: {
      equipment: EQUIPMENT_FLAGS.filter((flag) => vehicle.equipment.includes(flag)),
      color: vehicle.color ?? '',
      transmissionType: transmission ?? '',
    },
  });
  const { errors } = form.formState;
  const [commit, saving] = useUpdateVehicleMutation<VehicleEquipmentFormInput>({
    setError: form.setError,
    fields: FIELDS,
  });

  const save = form.handleSubmit(({ equipment, color, transmissionType }) =>
    commit(
      {
        vehicleId: vehicle.id,
        equipment,
        color,
        ...(transmissionType !== null && { transmissionType }),
      },
      {
        onCompleted: ({ vehicle: saved, userErrors }) => {
          if (saved && userErrors.length === 0) {
            toastSuccess(EDIT_TEXTS.updated);
            onSaved();
          } else toastWarning(EDIT_TEXTS.notUpdated);
        },
        onError: () => toastWarning(EDIT_TEXTS.notSaved),
      },
    ),
  );

  return (
    <form onSubmit={save} noValidate aria-label="Equipment">
      <Stack gap="6">
        <Controller
          control={form.control}
          name="equipment"
          render={({ field }) => (
            <Fieldset.Root invalid={Boolean(errors.equipment)}>
              <Fieldset.Legend fontWeight="semibold">Equipment</Fieldset.Legend>
              <CheckboxGroup
                name={field.name}
                value={field.value}
                onValueChange={(value) => field.onChange(value)}
              >
                <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2" mt="2">
                  {EQUIPMENT_FLAGS.map((flag) => (
                    <Checkbox.Root key={flag} value={flag} colorPalette="brand" size="sm">
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{EQUIPMENT_LABELS[flag]}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </SimpleGrid>
              </CheckboxGroup>
              <Fieldset.ErrorText>{errors.equipment?.message}</Fieldset.ErrorText>
            </Fieldset.Root>
          )}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <EditField label="Colour" required error={errors.color?.message}>
            <SelectInput
              placeholder="Select a colour"
              options={textOptions(VEHICLE_COLORS)}
              current={vehicle.color}
              {...form.register('color')}
            />
          </EditField>
          <Controller
            control={form.control}
            name="transmissionType"
            render={({ field }) => (
              <Fieldset.Root invalid={Boolean(errors.transmissionType)}>
                <Fieldset.Legend fontSize="sm">Transmission</Fieldset.Legend>
                <RadioGroup.Root
                  name={field.name}
                  value={field.value || null}
                  onValueChange={({ value }) => field.onChange(value ?? '')}
                  colorPalette="brand"
                  size="sm"
                >
                  <HStack gap="5" wrap="wrap" mt="1">
                    {TRANSMISSIONS.map((name) => (
                      <RadioGroup.Item key={name} value={name}>
                        <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{name}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </HStack>
                </RadioGroup.Root>
                <Fieldset.ErrorText>{errors.transmissionType?.message}</Fieldset.ErrorText>
              </Fieldset.Root>
            )}
          />
        </SimpleGrid>
        <HStack gap="3" justify="space-between">
          <Button type="button" variant="outline" onClick={onBack} disabled={saving}>
            Back
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            Next
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
