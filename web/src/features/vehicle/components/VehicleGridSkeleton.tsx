// Placeholder cards while a page of vehicles loads.
import { Card, SimpleGrid, Skeleton, SkeletonText } from '@chakra-ui/react';

export function VehicleGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 2, lg: 3 }}
      gap={{ base: 4, md: 6 }}
      aria-busy="true"
      aria-label="Loading vehicles"
    >
      {Array.from({ length: count }, (_, i) => (
        <Card.Root key={i} overflow="hidden">
          <Skeleton h="6" borderRadius="0" />
          <Skeleton h="56" borderRadius="0" />
          <Card.Body gap="3">
            <Skeleton h="6" w="70%" />
            <SkeletonText noOfLines={3} />
            <Skeleton h="16" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
