// The VIN screen's two tabs, each a file uploader: 'Upload vehicles' and 'Update vehicle status'.
// Both stay mounted, so switching tabs loses neither a chosen file nor a result.
import { Tabs } from '@chakra-ui/react';
import { REGISTRY_TEXTS } from '../registryTexts.ts';
import { VehicleFileUploader } from './VehicleFileUploader.tsx';

export function BulkFileTabs() {
  return (
    <Tabs.Root
      defaultValue="upload"
      colorPalette="brand"
      variant="line"
      size={{ base: 'sm', md: 'md' }}
    >
      <Tabs.List flexWrap="wrap" rowGap="1">
        <Tabs.Trigger value="upload">{REGISTRY_TEXTS.uploadTab}</Tabs.Trigger>
        <Tabs.Trigger value="update">{REGISTRY_TEXTS.updateTab}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="upload" pt="4">
        <VehicleFileUploader mode="upload" />
      </Tabs.Content>
      <Tabs.Content value="update" pt="4">
        <VehicleFileUploader mode="update" />
      </Tabs.Content>
    </Tabs.Root>
  );
}
