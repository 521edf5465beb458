// The 3-step progress bar (section 9: 3 steps, each change animates over 1000 ms, none for those
// who ask for reduced motion), its steps named below it and the text read out as it changes.
import { Box, HStack, Progress, Text, VisuallyHidden } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { BULK_STEPS, type BulkProgress } from '../bulkProgress.ts';
import { BULK_STEP_LABELS } from '../registryTexts.ts';

export const PROGRESS_ANIMATION_MS = 1000;

export function BulkProgressBar({ progress, failed }: { progress: BulkProgress; failed: boolean }) {
  const value = Math.min(Math.max(progress.value, 0), BULK_STEPS);
  return (
    <Box>
      <Progress.Root
        value={value}
        max={BULK_STEPS}
        size="sm"
        colorPalette={failed ? 'red' : 'brand'}
        borderRadius="full"
      >
        <Progress.Track aria-label="File progress" aria-valuetext={progress.text}>
          <Progress.Range
            transition={`width ${PROGRESS_ANIMATION_MS}ms ease-out`}
            _motionReduce={{ transition: 'none' }}
          />
        </Progress.Track>
      </Progress.Root>
      <HStack as="ol" listStyleType="none" justify="space-between" mt="2" gap="2">
        {BULK_STEP_LABELS.map((label, index) => {
          const done = value >= index + 1;
          return (
            <HStack
              as="li"
              key={label}
              gap="1"
              fontSize="xs"
              color={done ? 'brand.700' : 'gray.500'}
              fontWeight={done ? 'semibold' : 'normal'}
            >
              {done && <Check size={14} aria-hidden />}
              <span>
                {index + 1}. {label}
                {done && <VisuallyHidden>, done</VisuallyHidden>}
              </span>
            </HStack>
          );
        })}
      </HStack>
      <Text fontSize="sm" color="gray.700" mt="1" aria-live="polite" role="status">
        {progress.text}
      </Text>
    </Box>
  );
}
