// The registry's stepper header: Step 1 'Vehicle information', Step 2 'Equipment', Step 3
// 'Uploaded', the current one marked for screen readers with aria-current.
import { Box, HStack, Text } from '@chakra-ui/react';

const STEPS = ['Vehicle information', 'Equipment', 'Uploaded'] as const;

export function RegistrySteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <HStack
      as="ol"
      aria-label="Registry steps"
      listStyleType="none"
      gap={{ base: 2, md: 4 }}
      mb={{ base: 4, md: 6 }}
      wrap="wrap"
    >
      {STEPS.map((title, index) => {
        const step = index + 1;
        const active = step === current;
        return (
          <HStack as="li" key={title} gap="2" aria-current={active ? 'step' : undefined}>
            <Box
              w="7"
              h="7"
              borderRadius="full"
              display="grid"
              placeItems="center"
              fontSize="sm"
              fontWeight="semibold"
              bg={step <= current ? 'brand.solid' : 'gray.200'}
              color={step <= current ? 'brand.contrast' : 'gray.700'}
              aria-hidden
            >
              {step}
            </Box>
            <Text fontSize="sm" fontWeight={active ? 'semibold' : 'normal'}>
              <Text as="span" srOnly>{`Step ${step}: `}</Text>
              {title}
            </Text>
          </HStack>
        );
      })}
    </HStack>
  );
}
