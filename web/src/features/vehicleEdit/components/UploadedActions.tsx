// The registry's last step: 'Vehicle uploaded successfully' with the VIN, and Back, Keep as draft
// (Draft), Sold (the sale information modal) and Complete (ReadyToSell). What the vehicle still
// lacks for sale is listed before Complete is tried, and again when the api refuses it.
import { useState } from 'react';
import { Alert, Button, Card, Heading, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { REQUIRED_FOR_SALE } from '@canam/domain/rest/vehicleIntake';
import type { UploadedActions_vehicle$key } from '../../../__generated__/UploadedActions_vehicle.graphql.ts';
import { EDIT_TEXTS, toastSuccess, toastWarning } from '../editTexts.ts';
import { useSetVehicleStatusMutation } from '../mutations/SetVehicleStatusMutation.ts';
import { registryPaths, type RegistryArea } from '../registryPaths.ts';
import { SaleInfoModal } from './SaleInfoModal.tsx';

const STATUS_LABELS: Record<string, string> = {
  Draft: 'Draft',
  ReadyToSell: 'Ready to sell',
  InStock: 'In stock',
  Sold: 'Sold',
  Inactive: 'Inactive',
};

interface UploadedActionsProps {
  vehicle: UploadedActions_vehicle$key;
  area: RegistryArea;
}

export function UploadedActions({ vehicle: vehicleKey, area }: UploadedActionsProps) {
  const vehicle = useFragment(
    graphql`
      fragment UploadedActions_vehicle on Vehicle {
        id
        vin
        status
        missingForSale
      }
    `,
    vehicleKey,
  );
  const [saleOpen, setSaleOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [commit, saving] = useSetVehicleStatusMutation();
  const [pending, setPending] = useState<'Draft' | 'ReadyToSell' | null>(null);

  const setStatus = (status: 'Draft' | 'ReadyToSell') => {
    setPending(status);
    setRefusal(null);
    commit(
      { vehicleId: vehicle.id, status },
      {
        onCompleted: ({ vehicle: saved, userErrors }) => {
          setPending(null);
          if (saved && userErrors.length === 0) return toastSuccess(EDIT_TEXTS.statusSaved);
          const incomplete = userErrors.find((error) => error.code === 'VEHICLE_INCOMPLETE');
          if (incomplete) setRefusal(incomplete.message);
          toastWarning(userErrors[0]?.message ?? EDIT_TEXTS.notUpdated);
        },
        onError: () => {
          setPending(null);
          toastWarning(EDIT_TEXTS.notSaved);
        },
      },
    );
  };

  const editPath = registryPaths.edit(area, vehicle.vin);
  const missing = Object.entries(REQUIRED_FOR_SALE)
    .filter(([field]) => vehicle.missingForSale.some((name) => name === field))
    .map(([, label]) => label);
  return (
    <Card.Root maxW="2xl" mx="auto">
      <Card.Body>
        <Stack gap="5" align="center" textAlign="center">
          <CircleCheck size={48} color="var(--chakra-colors-green-600)" aria-hidden />
          <Heading as="h2" size="lg">
            Vehicle uploaded successfully
          </Heading>
          <Text fontFamily="mono" fontSize="lg">
            {vehicle.vin}
          </Text>
          <Text color="gray.600">Status: {STATUS_LABELS[vehicle.status] ?? vehicle.status}</Text>
          {(refusal || missing.length > 0) && (
            <Alert.Root
              status={refusal ? 'warning' : 'info'}
              textAlign="start"
              role={refusal ? 'alert' : undefined}
            >
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{refusal ?? EDIT_TEXTS.incomplete}</Alert.Title>
                <Alert.Description>
                  {missing.length > 0 && (
                    <List.Root ps="4" my="1">
                      {missing.map((label) => (
                        <List.Item key={label}>{label}</List.Item>
                      ))}
                    </List.Root>
                  )}
                  <RouterLink to={editPath} style={{ textDecoration: 'underline' }}>
                    Go back to step 1 to fill them
                  </RouterLink>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Wrap gap="3" justify="center">
            <Button asChild variant="outline">
              <RouterLink to={editPath}>Back</RouterLink>
            </Button>
            <Button
              variant="outline"
              colorPalette="brand"
              onClick={() => setStatus('Draft')}
              loading={pending === 'Draft'}
              disabled={saving}
            >
              Keep as draft
            </Button>
            <Button
              variant="outline"
              colorPalette="brand"
              aria-haspopup="dialog"
              onClick={() => setSaleOpen(true)}
              disabled={saving}
            >
              Sold
            </Button>
            <Button
              colorPalette="brand"
              onClick={() => setStatus('ReadyToSell')}
              loading={pending === 'ReadyToSell'}
              disabled={saving}
            >
              Complete
            </Button>
          </Wrap>
        </Stack>
      </Card.Body>
      <SaleInfoModal
        vehicleId={vehicle.id}
        open={saleOpen}
        onClose={() => setSaleOpen(false)}
        listPath={registryPaths.list(area)}
      />
    </Card.Root>
  );
}
