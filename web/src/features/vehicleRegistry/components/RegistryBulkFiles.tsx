// The bulk-file tabs for the viewers who may import (importsVehicles: super admins and admins);
// the graph refuses everyone else anyway.
import { Suspense } from 'react';
import { Skeleton } from '@chakra-ui/react';
import { rightsOf } from '@canam/domain/permissions';
import type { RoleName } from '@canam/domain/roles';
import { useViewer } from '../../../auth/useViewer.ts';
import { BulkFileTabs } from './BulkFileTabs.tsx';

function TabsForImporters() {
  const viewer = useViewer();
  if (!rightsOf(viewer.roles as readonly RoleName[]).importsVehicles) return null;
  return <BulkFileTabs />;
}

export function RegistryBulkFiles() {
  return (
    <Suspense fallback={<Skeleton h="40" borderRadius="lg" aria-label="Loading" />}>
      <TabsForImporters />
    </Suspense>
  );
}
