// What a page of an e-mail link shows when the link is invalid, already used or expired
// (specification, section 8).
import { Alert, Box, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';

export const LINK_EXPIRED_TEXT = ACCOUNT_MESSAGES.linkExpired;

export function LinkExpired() {
  return (
    <Box maxW="xl" mx="auto" my={{ base: 8, md: 16 }} px="4">
      <Alert.Root status="warning" borderRadius="lg" alignItems="center" flexWrap="wrap" gap="3">
        <Alert.Indicator />
        <Alert.Content flex="1" minW="52">
          <Alert.Title>{LINK_EXPIRED_TEXT}</Alert.Title>
        </Alert.Content>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/">Home</RouterLink>
        </Button>
      </Alert.Root>
    </Box>
  );
}
