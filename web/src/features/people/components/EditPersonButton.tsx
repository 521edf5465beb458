// A row's edit button: opens the person form with the user's values.
import { IconButton } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';

export function EditPersonButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <IconButton
      aria-label={`Edit ${name}`}
      aria-haspopup="dialog"
      size="sm"
      variant="ghost"
      onClick={onClick}
    >
      <Pencil />
    </IconButton>
  );
}
