// The location's button on a card: the place, with a pin, that opens the export location's popover.
import { forwardRef } from 'react';
import { Box, Button, Text, type ButtonProps } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';

export const LocationButton = forwardRef<HTMLButtonElement, ButtonProps & { label: string }>(
  function LocationButton({ label, ...props }, ref) {
    return (
      <Button
        ref={ref}
        variant="plain"
        size="sm"
        h="auto"
        p="0"
        minW="0"
        maxW="100%"
        alignSelf="flex-start"
        justifyContent="flex-start"
        fontWeight="normal"
        color="gray.700"
        gap="1.5"
        aria-label={`Location: ${label}. Show the export location`}
        _hover={{ color: 'brand.700', textDecoration: 'underline' }}
        {...props}
      >
        <Box as="span" color="brand.600" aria-hidden>
          <MapPin size={16} />
        </Box>
        <Text as="span" truncate>
          {label}
        </Text>
      </Button>
    );
  },
);
