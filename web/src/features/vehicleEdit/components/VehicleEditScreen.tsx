// The registry's edit screen of one vehicle: the stepper, step 1 (the vehicle information, the
// price and Delete) or step 2 (equipment), and the sidebar with the VIN data and the photos
// (25% on wide screens, half on small ones, below the form on phones). A vehicle that cannot be
// edited never shows the form.
import { Grid, GridItem, Heading, HStack, Separator, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { VehicleEditForm_query$key } from '../../../__generated__/VehicleEditForm_query.graphql.ts';
import type { VehicleEditScreen_vehicle$key } from '../../../__generated__/VehicleEditScreen_vehicle.graphql.ts';
import { registryPaths, type RegistryArea } from '../registryPaths.ts';
import { DeleteVehicleButton } from './DeleteVehicleButton.tsx';
import { EquipmentForm } from './EquipmentForm.tsx';
import { LockedRedirect, lockedText, NotYourVehicle } from './LockedVehicle.tsx';
import { RegistrySteps } from './RegistrySteps.tsx';
import { VehicleEditForm } from './VehicleEditForm.tsx';
import { VehiclePhotos } from './VehiclePhotos.tsx';
import { VehiclePriceForm } from './VehiclePriceForm.tsx';
import { VinDataCard } from './VinDataCard.tsx';

interface VehicleEditScreenProps {
  vehicle: VehicleEditScreen_vehicle$key;
  query: VehicleEditForm_query$key;
  area: RegistryArea;
  step: 1 | 2;
}

const panel = { bg: 'white', borderWidth: '1px', borderRadius: 'lg', p: { base: 4, md: 6 } };

export function VehicleEditScreen({
  vehicle: vehicleKey,
  query,
  area,
  step,
}: VehicleEditScreenProps) {
  const vehicle = useFragment(
    graphql`
      fragment VehicleEditScreen_vehicle on Vehicle {
        id
        vin
        status
        viewerCanEdit
        ...VehicleEditForm_vehicle
        ...VehiclePriceForm_vehicle
        ...EquipmentForm_vehicle
        ...VinDataCard_vehicle
        ...VehiclePhotos_vehicle
      }
    `,
    vehicleKey,
  );
  const navigate = useNavigate();
  const locked = lockedText(vehicle.status);
  if (locked) return <LockedRedirect text={locked} to={registryPaths.leave(area)} />;
  if (!vehicle.viewerCanEdit)
    return <NotYourVehicle vin={vehicle.vin} leaveTo={registryPaths.leave(area)} />;

  const { vin } = vehicle;
  return (
    <>
      <RegistrySteps current={step} />
      <Grid
        templateColumns={{ base: '1fr', md: '1fr 1fr', xl: '3fr 1fr' }}
        gap={{ base: 4, md: 6 }}
      >
        <GridItem minW="0">
          {step === 1 ? (
            <Stack gap={{ base: 4, md: 6 }}>
              <Stack as="section" aria-labelledby="information-heading" gap="4" {...panel}>
                <Heading as="h2" size="md" id="information-heading">
                  Vehicle information
                </Heading>
                <VehicleEditForm
                  vehicle={vehicle}
                  query={query}
                  onNext={() => navigate(registryPaths.equipment(area, vin))}
                />
              </Stack>
              <Stack as="section" aria-labelledby="price-heading" gap="4" {...panel}>
                <Heading as="h2" size="md" id="price-heading">
                  Price
                </Heading>
                <VehiclePriceForm vehicle={vehicle} />
              </Stack>
              <Separator />
              <HStack justify="flex-end">
                <DeleteVehicleButton vehicleId={vehicle.id} leaveTo={registryPaths.leave(area)} />
              </HStack>
            </Stack>
          ) : (
            <Stack as="section" aria-labelledby="equipment-heading" gap="4" {...panel}>
              <Heading as="h2" size="md" id="equipment-heading">
                Equipment
              </Heading>
              <EquipmentForm
                vehicle={vehicle}
                onBack={() => navigate(registryPaths.edit(area, vin))}
                onSaved={() => navigate(registryPaths.uploaded(area, vin))}
              />
            </Stack>
          )}
        </GridItem>
        <GridItem as="aside" aria-label="Vehicle sidebar" minW="0">
          <Stack gap={{ base: 4, md: 6 }}>
            <VinDataCard vehicle={vehicle} />
            <VehiclePhotos vehicle={vehicle} />
          </Stack>
        </GridItem>
      </Grid>
    </>
  );
}
