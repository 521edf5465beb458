// /auth/login (auth.login), in the bare layout.
import { Box, Heading, Text } from '@chakra-ui/react';
import { LoginForm } from './LoginForm.tsx';

export function LoginRoute() {
  return (
    <Box bg="white" borderRadius="xl" boxShadow="xl" p={{ base: 6, md: 10 }} w="100%" maxW="md">
      <Text fontWeight="black" fontSize="2xl" color="brand.700" letterSpacing="wider">
        CANAM
      </Text>
      <Heading as="h1" size="xl" mt="2" mb="6">
        Log in to your account
      </Heading>
      <LoginForm />
    </Box>
  );
}
