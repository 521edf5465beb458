// Step 1 of the registry: the vehicle information form (specification 001, section 5). Fields
// say their rule once touched; cost in USD is worked out live from the CAD cost and the rate when
// both are given (section 9), else typed. Save sends updateVehicle; a refusal naming a field is
// said at that field, and 'Next' saves what changed before going on to step 2.
import { useEffect, useId, useState } from 'react';
import { Alert, Button, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import {
  shownCostUsd,
  VEHICLE_EDIT_FIELDS,
  vehicleEditFormSchema,
  type VehicleEditForm as Values,
  type VehicleEditFormInput,
} from '@canam/domain/forms/vehicleEdit';
import { formatMoney } from '@canam/domain/money';
import { VEHICLE_COLORS } from '@canam/domain/vehicleEquipment';
import type { VehicleEditForm_query$key } from '../../../__generated__/VehicleEditForm_query.graphql.ts';
import type { VehicleEditForm_vehicle$key } from '../../../__generated__/VehicleEditForm_vehicle.graphql.ts';
import { EDIT_TEXTS, toastSuccess, toastWarning } from '../editTexts.ts';
import { useUpdateVehicleMutation } from '../mutations/UpdateVehicleMutation.ts';
import { MoneyField } from './MoneyField.tsx';
import { EditField } from './EditField.tsx';
import { SelectInput, textOptions } from './SelectInput.tsx';

interface VehicleEditFormProps {
  vehicle: VehicleEditForm_vehicle$key;
  query: VehicleEditForm_query$key;
  onNext: () => void;
}

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
const personName = (agent: { firstName: string; lastName: string; nickname?: string | null }) =>
  agent.nickname || `${agent.firstName} ${agent.lastName}`;

export function VehicleEditForm({
  vehicle: vehicleKey,
  query: queryKey,
  onNext,
}: VehicleEditFormProps) {
  const vehicle = useFragment(
    graphql`
      fragment VehicleEditForm_vehicle on Vehicle {
        id
        stockNumber
        agent {
          id
          firstName
          lastName
          nickname
        }
        location
        releaseDate
        crUrl
        cost {
          amount
        }
        fx
        costUsd {
          amount
        }
        price {
          amount
        }
        color
        miles
        vinNumber {
          make
          model
          year
          trim
        }
      }
    `,
    vehicleKey,
  );
  const lists = useFragment(
    graphql`
      fragment VehicleEditForm_query on Query {
        agents {
          id
          firstName
          lastName
          nickname
        }
        exportLocations {
          name
        }
      }
    `,
    queryKey,
  );
  const ids = { costUsd: useId(), price: useId() };
  const [unplaced, setUnplaced] = useState<string | null>(null);
  const form = useForm<VehicleEditFormInput, unknown, Values>({
    resolver: zodResolver(vehicleEditFormSchema),
    mode: 'onTouched',
    defaultValues: {
      stockNumber: text(vehicle.stockNumber),
      agentId: text(vehicle.agent?.id),
      location: text(vehicle.location),
      releaseDate: text(vehicle.releaseDate).slice(0, 10),
      crUrl: text(vehicle.crUrl),
      cost: text(vehicle.cost?.amount),
      fx: text(vehicle.fx),
      costUsd: text(vehicle.costUsd?.amount),
      price: text(vehicle.price?.amount),
      color: text(vehicle.color),
      miles: text(vehicle.miles),
      year: text(vehicle.vinNumber.year),
      make: text(vehicle.vinNumber.make),
      model: text(vehicle.vinNumber.model),
      trim: text(vehicle.vinNumber.trim),
    },
  });
  const { errors, isDirty } = form.formState;
  const [cost, fx] = useWatch({ control: form.control, name: ['cost', 'fx'] });
  const worked = cost.trim() !== '' && fx.trim() !== '';
  const workedCostUsd = worked ? shownCostUsd(cost, fx, '') : null;

  // With a cost and a rate the field holds the worked-out value, so its rule is checked on it.
  useEffect(() => {
    if (!worked) return;
    const value = workedCostUsd ?? '';
    if (form.getValues('costUsd') === value) return;
    form.setValue('costUsd', value, {
      shouldDirty: true,
      shouldValidate: form.getFieldState('costUsd').isTouched,
    });
  }, [form, worked, workedCostUsd]);

  const [commit, saving] = useUpdateVehicleMutation<VehicleEditFormInput>({
    setError: form.setError,
    fields: VEHICLE_EDIT_FIELDS,
  });

  const save = (values: Values, then?: () => void) => {
    setUnplaced(null);
    const { cost: cad, fx: rate, ...rest } = values;
    commit(
      {
        vehicleId: vehicle.id,
        ...rest,
        // Left empty, cost and rate are not sent: only the fields given change.
        ...(cad !== null && { cost: cad }),
        ...(rate !== null && { fx: rate }),
      },
      {
        onCompleted: ({ vehicle: saved, userErrors }) => {
          if (saved && userErrors.length === 0) {
            form.reset(form.getValues());
            toastSuccess(EDIT_TEXTS.updated);
            then?.();
            return;
          }
          // The api names the owner userId; the form calls it agentId.
          const owner = userErrors.find((error) => error.field === 'userId');
          if (owner) form.setError('agentId', { message: owner.message });
          const other = userErrors.find(
            (error) =>
              error.field !== 'userId' &&
              !VEHICLE_EDIT_FIELDS.some((field) => field === error.field),
          );
          setUnplaced(other?.message ?? null);
          toastWarning(EDIT_TEXTS.notUpdated);
        },
        onError: () => toastWarning(EDIT_TEXTS.notSaved),
      },
    );
  };

  const agentOptions = lists.agents.map((agent) => ({ value: agent.id, label: personName(agent) }));
  if (vehicle.agent && !agentOptions.some((option) => option.value === vehicle.agent!.id)) {
    agentOptions.unshift({ value: vehicle.agent.id, label: personName(vehicle.agent) });
  }
  const locations = textOptions(lists.exportLocations.map((location) => location.name));

  return (
    <form
      onSubmit={form.handleSubmit((values) => save(values))}
      noValidate
      aria-label="Vehicle information"
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <EditField label="Stock number" required error={errors.stockNumber?.message}>
            <Input size="sm" bg="white" autoComplete="off" {...form.register('stockNumber')} />
          </EditField>
          <EditField label="Agent" required error={errors.agentId?.message}>
            <SelectInput
              placeholder="Select an agent"
              options={agentOptions}
              {...form.register('agentId')}
            />
          </EditField>
          <EditField label="Location" required error={errors.location?.message}>
            <SelectInput
              placeholder="Select a location"
              options={locations}
              current={vehicle.location}
              {...form.register('location')}
            />
          </EditField>
          <EditField label="Release date" error={errors.releaseDate?.message}>
            <Input type="date" size="sm" bg="white" {...form.register('releaseDate')} />
          </EditField>
          <EditField label="CR URL" error={errors.crUrl?.message}>
            <Input type="url" size="sm" bg="white" {...form.register('crUrl')} />
          </EditField>
          <EditField label="Cost (CAD)" error={errors.cost?.message}>
            <Input
              inputMode="decimal"
              size="sm"
              bg="white"
              autoComplete="off"
              {...form.register('cost')}
            />
          </EditField>
          <EditField label="FX (CAD per USD)" error={errors.fx?.message}>
            <Input
              inputMode="decimal"
              size="sm"
              bg="white"
              autoComplete="off"
              {...form.register('fx')}
            />
          </EditField>
          <EditField
            label="Cost in USD"
            required
            htmlFor={ids.costUsd}
            error={errors.costUsd?.message}
            helper={worked ? '(cost + 2,500) / fx' : 'Worked out when cost and fx are given'}
          >
            {worked ? (
              <Input
                id={ids.costUsd}
                size="sm"
                bg="gray.100"
                readOnly
                value={workedCostUsd === null ? '' : formatMoney(workedCostUsd)}
                onBlur={() => form.trigger('costUsd')}
              />
            ) : (
              <MoneyField control={form.control} name="costUsd" id={ids.costUsd} />
            )}
          </EditField>
          <EditField label="Price" required htmlFor={ids.price} error={errors.price?.message}>
            <MoneyField control={form.control} name="price" id={ids.price} />
          </EditField>
          <EditField label="Colour" required error={errors.color?.message}>
            <SelectInput
              placeholder="Select a colour"
              options={textOptions(VEHICLE_COLORS)}
              current={vehicle.color}
              {...form.register('color')}
            />
          </EditField>
          <EditField label="Miles" required error={errors.miles?.message}>
            <Input
              inputMode="numeric"
              size="sm"
              bg="white"
              autoComplete="off"
              {...form.register('miles')}
            />
          </EditField>
          <EditField label="Year" required error={errors.year?.message}>
            <Input
              inputMode="numeric"
              size="sm"
              bg="white"
              autoComplete="off"
              {...form.register('year')}
            />
          </EditField>
          <EditField label="Make" required error={errors.make?.message}>
            <Input size="sm" bg="white" {...form.register('make')} />
          </EditField>
          <EditField label="Model" required error={errors.model?.message}>
            <Input size="sm" bg="white" {...form.register('model')} />
          </EditField>
          <EditField label="Trim" error={errors.trim?.message}>
            <Input size="sm" bg="white" {...form.register('trim')} />
          </EditField>
        </SimpleGrid>
        {unplaced && (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Title>{unplaced}</Alert.Title>
          </Alert.Root>
        )}
        <HStack gap="3" justify="flex-end" wrap="wrap">
          <Button type="submit" variant="outline" colorPalette="brand" loading={saving}>
            Save
          </Button>
          <Button
            type="button"
            colorPalette="brand"
            disabled={saving}
            onClick={() => {
              if (isDirty) void form.handleSubmit((values) => save(values, onNext))();
              else onNext();
            }}
          >
            Next
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
