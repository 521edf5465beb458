// Above a people table: the search box (in the URL) and the button that opens the add form.
import { Button, Stack } from '@chakra-ui/react';
import { UserPlus } from 'lucide-react';
import { SearchBox } from '../../../components/SearchBox.tsx';

interface PeopleToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  searchLabel: string;
  addLabel: string;
  onAdd: () => void;
}

export function PeopleToolbar({
  search,
  onSearch,
  searchLabel,
  addLabel,
  onAdd,
}: PeopleToolbarProps) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="3" mb="4">
      <SearchBox
        value={search}
        onSearch={onSearch}
        label={searchLabel}
        placeholder="Search by name, e-mail or phone"
      />
      <Button
        size="sm"
        colorPalette="green"
        ml={{ sm: 'auto' }}
        aria-haspopup="dialog"
        onClick={onAdd}
      >
        <UserPlus aria-hidden />
        {addLabel}
      </Button>
    </Stack>
  );
}
