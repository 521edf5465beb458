// The page for an unknown address.
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function NotFound() {
  return (
    <Box maxW="2xl" mx="auto" my={{ base: 10, md: 20 }} px="4" textAlign="center">
      <Text fontSize="6xl" fontWeight="black" color="brand.600" lineHeight="1">
        404
      </Text>
      <Heading as="h1" size="2xl" mt="4" mb="3">
        Page not found
      </Heading>
      <Text color="gray.600" mb="8">
        The page you are looking for does not exist or has moved.
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">Back to home</RouterLink>
      </Button>
    </Box>
  );
}
