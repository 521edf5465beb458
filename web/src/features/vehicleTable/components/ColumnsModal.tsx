// 'Edit columns' → 'Select columns to show': a checkbox per optional column; Save keeps the
// choice (the cookie `fields`), Cancel forgets it. The fixed columns are listed as always shown.
import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  SimpleGrid,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { AppModal } from '../../../components/AppModal.tsx';
import { FIXED_COLUMNS, OPTIONAL_COLUMNS } from '../columns.ts';

interface ColumnsModalProps {
  open: boolean;
  shown: ReadonlySet<string>;
  onSave: (shown: string[]) => void;
  onClose: () => void;
}

export function ColumnsModal({ open, shown, onSave, onClose }: ColumnsModalProps) {
  return (
    <AppModal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Select columns to show"
    >
      {/* Mounted on each opening, so the boxes start from the saved choice. */}
      <ColumnsForm shown={shown} onSave={onSave} onClose={onClose} />
    </AppModal>
  );
}

function ColumnsForm({ shown, onSave, onClose }: Omit<ColumnsModalProps, 'open'>) {
  const [chosen, setChosen] = useState(() =>
    OPTIONAL_COLUMNS.map((column) => column.key).filter((key) => shown.has(key)),
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(chosen);
        onClose();
      }}
    >
      <Box as="fieldset">
        <VisuallyHidden asChild>
          <legend>Optional columns</legend>
        </VisuallyHidden>
        <CheckboxGroup value={chosen} onValueChange={setChosen}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {OPTIONAL_COLUMNS.map((column) => (
              <Checkbox.Root key={column.key} value={column.key} colorPalette="brand" size="sm">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{column.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </CheckboxGroup>
      </Box>
      <Text color="gray.600" fontSize="sm" mt="4">
        Always shown: {FIXED_COLUMNS.map((column) => column.label).join(', ')}.
      </Text>
      <Dialog.Footer px="0" pb="0" pt="6">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="brand">
          Save
        </Button>
      </Dialog.Footer>
    </form>
  );
}
