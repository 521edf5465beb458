// A page whose feature comes later: its name and one sentence, inside the real layout.
import { Box, Heading, Text } from '@chakra-ui/react';
import { Hammer } from 'lucide-react';

interface ComingSoonProps {
  title: string;
  description?: string;
}

export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <Box maxW="3xl" mx="auto" my={{ base: 6, md: 12 }} px={{ base: 3, md: 6 }}>
      <Box
        bg="white"
        borderWidth="1px"
        borderRadius="lg"
        p={{ base: 6, md: 10 }}
        textAlign="center"
        boxShadow="sm"
      >
        <Box color="brand.600" display="inline-flex" mb="4" aria-hidden>
          <Hammer size={40} />
        </Box>
        <Heading as="h1" size="2xl" mb="3">
          {title}
        </Heading>
        <Text color="gray.600">
          {description ?? 'This page is coming soon: we are building it right now.'}
        </Text>
      </Box>
    </Box>
  );
}
