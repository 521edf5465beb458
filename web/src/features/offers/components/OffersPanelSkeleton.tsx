// Placeholder of the offers panel while the vehicle and its negotiations load.
import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

export function OffersPanelSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading the offers">
      <Stack gap="3" bg="white" borderRadius="lg" borderWidth="1px" p="4">
        <Skeleton h="6" w="70%" />
        <SkeletonText noOfLines={6} />
        <Skeleton h="8" />
      </Stack>
      {[0, 1].map((key) => (
        <Stack key={key} gap="2" bg="white" borderRadius="lg" borderWidth="1px" p="4">
          <Skeleton h="5" w="50%" />
          <Skeleton h="10" />
          <Skeleton h="10" />
          <Skeleton h="8" w="40%" />
        </Stack>
      ))}
    </Stack>
  );
}
