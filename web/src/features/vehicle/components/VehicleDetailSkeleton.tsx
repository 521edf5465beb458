// Placeholder of the vehicle details while they load.
import { Grid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

export function VehicleDetailSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <Grid
      templateColumns={compact ? '1fr' : { base: '1fr', lg: '7fr 5fr' }}
      gap="8"
      aria-busy="true"
      aria-label="Loading the vehicle"
    >
      <Skeleton borderRadius="lg" aspectRatio={4 / 3} />
      <Stack gap="4">
        <Skeleton h="9" w="80%" />
        <Skeleton h="5" w="60%" />
        <Skeleton h="7" w="40%" />
        <SkeletonText noOfLines={4} />
        <Skeleton h="10" />
        <Skeleton h="24" />
      </Stack>
    </Grid>
  );
}
