// The dismissible warning of a bulk file (section 2): the VINs not found, sold and with an
// incomplete register, each list only when it has VINs; nothing when all three are empty.
import { Alert, CloseButton, Stack, Text } from '@chakra-ui/react';
import { REGISTRY_TEXTS } from '../registryTexts.ts';
import type { BulkReport } from '../sendBulkFile.ts';

interface BulkWarningProps {
  report: Pick<BulkReport, 'vinNumberNotFound' | 'vinNumberSold' | 'incompleteRegister'>;
  onDismiss: () => void;
}

export function BulkWarning({ report, onDismiss }: BulkWarningProps) {
  const lists = [
    { title: REGISTRY_TEXTS.notFound, vins: report.vinNumberNotFound },
    { title: REGISTRY_TEXTS.sold, vins: report.vinNumberSold },
    { title: REGISTRY_TEXTS.incomplete, vins: report.incompleteRegister },
  ].filter((list) => list.vins.length > 0);
  if (lists.length === 0) return null;
  return (
    <Alert.Root status="warning" role="alert" borderRadius="lg" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content minW="0">
        <Stack gap="2">
          {lists.map(({ title, vins }) => (
            <Alert.Description key={title}>
              <Text as="span" fontWeight="semibold">
                {title}
              </Text>{' '}
              <Text as="span" fontFamily="mono" wordBreak="break-all">
                {vins.join(', ')}
              </Text>
            </Alert.Description>
          ))}
        </Stack>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Dismiss the warning" onClick={onDismiss} />
    </Alert.Root>
  );
}
