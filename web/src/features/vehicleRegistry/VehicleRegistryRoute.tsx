// /admin/vehicles/registry (admin.vehicles.registry): the VIN screen. A VIN registered here opens
// its registry step 1 (an admin's /admin/vehicles/registry/{vin}; an agent's own edit route); the
// bulk-file tabs are for the viewers who may import. The graph enforces both whatever this shows.
import type { ReactNode } from 'react';
import { Box, Stack } from '@chakra-ui/react';
import { ShieldOff } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { rightsOf } from '@canam/domain/permissions';
import type { RoleName } from '@canam/domain/roles';
import { useViewer } from '../../auth/useViewer.ts';
import { EmptyList } from '../../components/EmptyList.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { BulkFileTabs } from './components/BulkFileTabs.tsx';
import { VinSearch } from './components/VinSearch.tsx';
import { registeredVehiclePath } from './registryPaths.ts';
import { REGISTRY_TEXTS } from './registryTexts.ts';

function Panel({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      as="section"
      aria-label={label}
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      boxShadow="sm"
      p={{ base: 4, md: 6 }}
    >
      {children}
    </Box>
  );
}

export function VehicleRegistryRoute() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const rights = rightsOf(viewer.roles as readonly RoleName[]);
  const registers = rights.editsVehicles !== 'none';

  return (
    <PageContainer title={REGISTRY_TEXTS.title}>
      <Stack gap="6" maxW="3xl" mx="auto">
        {registers ? (
          <Panel label="Register a vehicle">
            <VinSearch
              onRegistered={(vehicle) => {
                void navigate(registeredVehiclePath(viewer.roles, vehicle.vin));
              }}
            />
          </Panel>
        ) : (
          <EmptyList
            icon={<ShieldOff />}
            title="Vehicles are registered by admins and agents"
            description="Your role does not register or import vehicles."
          />
        )}
        {rights.importsVehicles && (
          <Panel label="Bulk files">
            <BulkFileTabs />
          </Panel>
        )}
      </Stack>
    </PageContainer>
  );
}
