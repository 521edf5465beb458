// Grid or list display of the results (the `view` parameter of the URL).
import { Group, IconButton } from '@chakra-ui/react';
import { LayoutGrid, List } from 'lucide-react';
import type { CatalogueView } from '@canam/domain/forms/catalogueFilter';

const VIEWS = [
  { view: 'grid', label: 'Grid view', icon: <LayoutGrid /> },
  { view: 'list', label: 'List view', icon: <List /> },
] as const;

export function ViewToggle({
  value,
  onChange,
}: {
  value: CatalogueView;
  onChange: (view: CatalogueView) => void;
}) {
  return (
    <Group attached role="group" aria-label="Display">
      {VIEWS.map(({ view, label, icon }) => (
        <IconButton
          key={view}
          size="sm"
          aria-label={label}
          aria-pressed={value === view}
          title={label}
          variant={value === view ? 'solid' : 'outline'}
          colorPalette={value === view ? 'brand' : 'gray'}
          bg={value === view ? undefined : 'white'}
          onClick={() => value !== view && onChange(view)}
        >
          {icon}
        </IconButton>
      ))}
    </Group>
  );
}
