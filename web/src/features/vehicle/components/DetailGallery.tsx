// The detail page's gallery: a large photo advancing every 4 s and bouncing between the ends,
// arrows, thumbnails, the not-found picture and the sold image.
import { useEffect, useState } from 'react';
import { AspectRatio, Box, chakra, HStack, IconButton, Image } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { DETAIL_GALLERY_AUTOPLAY_MS } from '@canam/domain/constants';
import type { DetailGallery_vehicle$key } from '../../../__generated__/DetailGallery_vehicle.graphql.ts';
import { bounceStep, type GalleryPosition } from '../galleryBounce.ts';
import { NOT_FOUND_PICTURE, SoldOverlay, useWorkingPhotos } from './VehiclePhotos.tsx';

interface GalleryPhoto {
  readonly url: string;
  readonly thumbnailUrl: string;
  readonly partName: string | null | undefined;
}

interface DetailGalleryProps {
  vehicle: DetailGallery_vehicle$key;
  sold: boolean;
}

export function DetailGallery({ vehicle, sold }: DetailGalleryProps) {
  const { title: alt, photos } = useFragment(
    graphql`
      fragment DetailGallery_vehicle on Vehicle {
        title
        photos {
          url
          thumbnailUrl
          partName
        }
      }
    `,
    vehicle,
  );
  const { working, markFailed } = useWorkingPhotos(photos.map((photo) => photo.url));
  const shown = photos.filter((photo) => working.includes(photo.url));
  const [position, setPosition] = useState<GalleryPosition>({ index: 0, direction: 1 });
  const count = shown.length;
  const index = count > 0 ? Math.min(position.index, count - 1) : 0;

  useEffect(() => {
    if (count < 2) return;
    // Restarts after a photo is chosen by hand, so it stays up for the full 4 s.
    const timer = setTimeout(
      () => setPosition((p) => bounceStep({ ...p, index }, count)),
      DETAIL_GALLERY_AUTOPLAY_MS,
    );
    return () => clearTimeout(timer);
  }, [index, count]);

  const current = shown[index];
  const go = (to: number) =>
    setPosition((p) => ({ index: (to + count) % count, direction: p.direction }));
  const label = (photo: GalleryPhoto, i: number) => `${alt}, ${photo.partName ?? `photo ${i + 1}`}`;

  return (
    <Box>
      <Box position="relative" bg="gray.100" borderRadius="lg" overflow="hidden">
        <AspectRatio ratio={4 / 3}>
          <Image
            src={current?.url ?? NOT_FOUND_PICTURE}
            alt={current ? label(current, index) : 'Picture not found'}
            objectFit="cover"
            onError={() => current && markFailed(current.url)}
          />
        </AspectRatio>
        {sold && <SoldOverlay />}
        {count > 1 && (
          <>
            {(
              [
                ['Previous photo', -1, <ChevronLeft key="l" />, { left: '2' }],
                ['Next photo', 1, <ChevronRight key="r" />, { right: '2' }],
              ] as const
            ).map(([name, step, icon, side]) => (
              <IconButton
                key={name}
                aria-label={name}
                position="absolute"
                top="50%"
                transform="translateY(-50%)"
                {...side}
                size="sm"
                borderRadius="full"
                bg="blackAlpha.600"
                color="white"
                _hover={{ bg: 'blackAlpha.800' }}
                onClick={() => go(index + step)}
              >
                {icon}
              </IconButton>
            ))}
            <Box
              position="absolute"
              bottom="2"
              right="2"
              bg="blackAlpha.700"
              color="white"
              fontSize="xs"
              px="2"
              py="0.5"
              borderRadius="full"
              aria-live="polite"
            >
              {index + 1} / {count}
            </Box>
          </>
        )}
      </Box>
      {count > 1 && (
        <HStack gap="2" mt="2" overflowX="auto" pb="1" role="group" aria-label="Photos">
          {shown.map((photo, i) => (
            <chakra.button
              key={photo.url}
              type="button"
              flexShrink={0}
              w={{ base: '16', md: '20' }}
              borderRadius="md"
              overflow="hidden"
              borderWidth="2px"
              borderColor={i === index ? 'brand.600' : 'transparent'}
              opacity={i === index ? 1 : 0.75}
              _hover={{ opacity: 1 }}
              aria-label={`Show ${label(photo, i)}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            >
              <AspectRatio ratio={4 / 3}>
                <Image
                  src={photo.thumbnailUrl || photo.url}
                  alt=""
                  objectFit="cover"
                  loading="lazy"
                />
              </AspectRatio>
            </chakra.button>
          ))}
        </HStack>
      )}
    </Box>
  );
}
