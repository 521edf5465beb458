// The eye of a column whose behaviour the specification does not show (Recall, Carfax…): an image
// that says so, never a button that would do nothing.
import { Box } from '@chakra-ui/react';
import { Eye } from 'lucide-react';

export function placeholderLabel(column: string): string {
  return `${column}: not available yet`;
}

export function PlaceholderEye({ column }: { column: string }) {
  const label = placeholderLabel(column);
  return (
    <Box
      as="span"
      role="img"
      aria-label={label}
      title={label}
      display="inline-flex"
      color="gray.500"
    >
      <Eye size={18} aria-hidden />
    </Box>
  );
}
