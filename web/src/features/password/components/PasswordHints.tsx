// The live hints under a password field: one line per rule of the shared schema, green once met.
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { passwordHints } from '@canam/domain/forms/password';

export function PasswordHints({ password, id }: { password: string; id?: string }) {
  return (
    <Stack as="ul" id={id} gap="0.5" listStyleType="none" fontSize="sm" aria-label="Password rules">
      {passwordHints(password).map((rule) => (
        <Box as="li" key={rule.id} data-met={rule.met ? 'true' : 'false'}>
          <HStack gap="1.5" color={rule.met ? 'green.700' : 'gray.600'}>
            {rule.met ? (
              <CircleCheck size={14} aria-hidden />
            ) : (
              <CircleDashed size={14} aria-hidden />
            )}
            <Text>{rule.hint}</Text>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
