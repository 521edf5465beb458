// A record form's submit button: disabled while the form is invalid or saving (section 5).
import { Button } from '@chakra-ui/react';

export function SaveButton({ ready, saving }: { ready: boolean; saving: boolean }) {
  return (
    <Button
      type="submit"
      colorPalette="brand"
      size="sm"
      disabled={!ready || saving}
      loading={saving}
      loadingText="Saving"
      alignSelf={{ base: 'stretch', md: 'flex-end' }}
    >
      Save
    </Button>
  );
}
