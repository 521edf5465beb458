// The secret of a token just created, shown this once: selectable, with a copy button and the
// warning that it will not be shown again. Focus moves here so a screen reader hears it.
import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Code, HStack, Stack } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { toaster } from '../../../components/toaster.tsx';

interface NewTokenSecretProps {
  name: string;
  token: string;
  onDone: () => void;
}

export function NewTokenSecret({ name, token, onDone }: NewTokenSecretProps) {
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = () => {
    const fallback = () =>
      toaster.create({ type: 'info', title: 'Select the token and copy it yourself' });
    if (!navigator.clipboard) return fallback();
    navigator.clipboard
      .writeText(token)
      .then(() => toaster.create({ type: 'success', title: 'Token copied' }), fallback);
  };
  return (
    <Alert.Root status="warning" variant="outline" bg="white" borderRadius="lg">
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title ref={heading} tabIndex={-1} outline="none">
          Your new token “{name}”
        </Alert.Title>
        <Alert.Description>
          Copy it now: you will not see it again. Anyone who has it can act as you within its
          scopes, so keep it like a password.
        </Alert.Description>
        <Box bg="gray.50" borderWidth="1px" borderRadius="md" p="2" overflowX="auto">
          <Code
            aria-label="New access token"
            bg="transparent"
            wordBreak="break-all"
            whiteSpace="normal"
          >
            {token}
          </Code>
        </Box>
        <HStack gap="3" flexWrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={copy}>
            <Copy /> Copy token
          </Button>
          <Button size="sm" variant="outline" onClick={onDone}>
            I have stored it
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
