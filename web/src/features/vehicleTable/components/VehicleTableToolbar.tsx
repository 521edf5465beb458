// Above the table: the search box, the green plus opening 'Upload vehicle' and 'Edit columns'.
import { useState } from 'react';
import { Button, HStack, IconButton, Stack } from '@chakra-ui/react';
import { Columns3Cog, Plus } from 'lucide-react';
import { useRevalidator } from 'react-router-dom';
import { ColumnsModal } from './ColumnsModal.tsx';
import { SearchBox } from '../../../components/SearchBox.tsx';
import { MAX_SEARCH_LENGTH } from '../tableSearch.ts';
import { UploadVehicleModal } from './UploadVehicleModal.tsx';

interface VehicleTableToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  shownColumns: ReadonlySet<string>;
  onSaveColumns: (shown: string[]) => void;
}

export function VehicleTableToolbar({
  search,
  onSearch,
  shownColumns,
  onSaveColumns,
}: VehicleTableToolbarProps) {
  const [uploadOpen, setUploadOpen] = useState(false);
  const [columnsOpen, setColumnsOpen] = useState(false);
  // A vehicle registered in the modal: the route's loader asks for the page again.
  const revalidator = useRevalidator();
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="3" mb="4">
      <SearchBox
        value={search}
        onSearch={onSearch}
        label="Search vehicles"
        placeholder="Search by VIN, stock number or agent"
        maxLength={MAX_SEARCH_LENGTH}
      />
      <HStack gap="2" ml={{ sm: 'auto' }} justify="flex-end">
        <IconButton
          aria-label="Upload vehicle"
          size="sm"
          colorPalette="green"
          aria-haspopup="dialog"
          onClick={() => setUploadOpen(true)}
        >
          <Plus />
        </IconButton>
        <Button
          size="sm"
          variant="outline"
          bg="white"
          aria-haspopup="dialog"
          onClick={() => setColumnsOpen(true)}
        >
          <Columns3Cog aria-hidden />
          Edit columns
        </Button>
      </HStack>
      <UploadVehicleModal
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onRegistered={() => void revalidator.revalidate()}
      />
      <ColumnsModal
        open={columnsOpen}
        shown={shownColumns}
        onSave={onSaveColumns}
        onClose={() => setColumnsOpen(false)}
      />
    </Stack>
  );
}
