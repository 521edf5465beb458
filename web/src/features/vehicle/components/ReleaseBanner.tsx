// The release countdown over a vehicle's photos: 'Available in N days' or 'Available Now'
// ('Sold' once sold).
import { Box } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { daysUntil } from '@canam/domain/dates';
import type { ReleaseBanner_vehicle$key } from '../../../__generated__/ReleaseBanner_vehicle.graphql.ts';

export function releaseText(
  releaseDate: string | null | undefined,
  now: Date = new Date(),
): string {
  const days = releaseDate ? daysUntil(releaseDate, now) : 0;
  if (days <= 0) return 'Available Now';
  return `Available in ${days} ${days === 1 ? 'day' : 'days'}`;
}

interface ReleaseBannerProps {
  vehicle: ReleaseBanner_vehicle$key;
  /** A sold vehicle is no longer available: the banner says Sold instead. */
  sold?: boolean;
}

export function ReleaseBanner({ vehicle, sold = false }: ReleaseBannerProps) {
  const { releaseDate } = useFragment(
    graphql`
      fragment ReleaseBanner_vehicle on Vehicle {
        releaseDate
      }
    `,
    vehicle,
  );
  const text = sold ? 'Sold' : releaseText(releaseDate);
  return (
    <Box
      bg={sold ? 'red.solid' : text === 'Available Now' ? 'green.solid' : 'orange.solid'}
      color="white"
      textAlign="center"
      fontSize="sm"
      fontWeight="semibold"
      py="1"
    >
      {text}
    </Box>
  );
}
