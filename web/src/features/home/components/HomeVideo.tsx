// A short silent film of the yard, shipped with the site (no external video host): muted,
// looping and inline so phones play it in place, with controls to pause it.
import { Box, Text } from '@chakra-ui/react';

export const SHOWCASE_VIDEO_URL = '/media/canam-showcase.mp4';
export const SHOWCASE_POSTER_URL = '/media/canam-showcase-poster.jpg';

export function HomeVideo() {
  return (
    <Box
      as="figure"
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      boxShadow="sm"
      overflow="hidden"
    >
      <Box asChild display="block" w="100%" aspectRatio="16 / 9" bg="brand.900">
        <video
          src={SHOWCASE_VIDEO_URL}
          poster={SHOWCASE_POSTER_URL}
          aria-label="New arrivals at the CANAM yard in Champlain, NY"
          muted
          loop
          playsInline
          autoPlay
          controls
          preload="metadata"
        />
      </Box>
      <Box as="figcaption" p="4">
        <Text fontWeight="semibold">New arrivals every week</Text>
        <Text fontSize="sm" color="gray.600">
          Off-lease units from Canada, inspected and landed in the US before they are listed.
        </Text>
      </Box>
    </Box>
  );
}
