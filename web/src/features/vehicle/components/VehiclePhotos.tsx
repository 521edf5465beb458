// The card's photo: a small gallery that advances every 4000 ms, held while the pointer is on it
// or the focus in it, and paused by its button for every card (WCAG 2.2.2); the not-found
// picture when there is no photo or it fails to load; the sold image on sold vehicles. Clicking
// it opens the vehicle's side panel where the list offers one.
import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { AspectRatio, Box, chakra, HStack, IconButton, Image } from '@chakra-ui/react';
import { Pause, Play } from 'lucide-react';
import { CARD_GALLERY_AUTOPLAY_MS } from '@canam/domain/constants';
import {
  photoSlideShowsPaused,
  setPhotoSlideShowsPaused,
  subscribeToPhotoSlideShows,
} from '../photoSlideShows.ts';

export const NOT_FOUND_PICTURE = '/vehicle-not-found.svg';
export const SOLD_PICTURE = '/sold.svg';

interface VehiclePhotosProps {
  urls: readonly string[];
  alt: string;
  sold: boolean;
  /** Opens the vehicle's details (the side panel). */
  onOpen?: () => void;
  /**
   * A photo of the first screen (the page's largest paint): fetched at once and first, not
   * lazily after layout.
   */
  priority?: boolean;
}

/** The photos that still load, after dropping those that failed. */
export function useWorkingPhotos(urls: readonly string[]) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const working = urls.filter((url) => !failed.has(url));
  const markFailed = (url: string) => setFailed((set) => new Set(set).add(url));
  return { working, markFailed };
}

export function SoldOverlay() {
  return (
    <Image
      src={SOLD_PICTURE}
      alt="Sold"
      position="absolute"
      top="0"
      left="0"
      w={{ base: '24', md: '28' }}
      h={{ base: '24', md: '28' }}
      pointerEvents="none"
    />
  );
}

export function VehiclePhotos({ urls, alt, sold, onOpen, priority = false }: VehiclePhotosProps) {
  const [index, setIndex] = useState(0);
  const { working, markFailed } = useWorkingPhotos(urls);
  const paused = useSyncExternalStore(
    subscribeToPhotoSlideShows,
    photoSlideShowsPaused,
    () => false,
  );
  const [pointerOn, setPointerOn] = useState(false);
  const [focusIn, setFocusIn] = useState(false);
  const plays = working.length > 1 && !paused && !pointerOn && !focusIn;

  useEffect(() => {
    if (!plays) return;
    const timer = setInterval(() => setIndex((i) => i + 1), CARD_GALLERY_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [plays]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusIn(false);
  };

  const current = working.length > 0 ? working[index % working.length] : undefined;
  const picture = (
    <AspectRatio ratio={4 / 3}>
      <Image
        src={current ?? NOT_FOUND_PICTURE}
        alt={current ? alt : 'Picture not found'}
        objectFit="cover"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        onError={() => current && markFailed(current)}
      />
    </AspectRatio>
  );
  return (
    <Box
      position="relative"
      bg="gray.100"
      onMouseEnter={() => setPointerOn(true)}
      onMouseLeave={() => setPointerOn(false)}
      onFocus={() => setFocusIn(true)}
      onBlur={onBlur}
    >
      {onOpen ? (
        <chakra.button
          type="button"
          display="block"
          w="100%"
          cursor="zoom-in"
          onClick={onOpen}
          aria-label={`Show the details of the ${alt}`}
          aria-haspopup="dialog"
          _focusVisible={{ outline: '3px solid', outlineColor: 'brand.400', outlineOffset: '-3px' }}
        >
          {picture}
        </chakra.button>
      ) : (
        picture
      )}
      {sold && <SoldOverlay />}
      {working.length > 1 && (
        <HStack position="absolute" bottom="2" insetX="0" justify="center" gap="1.5" aria-hidden>
          {working.map((url, i) => (
            <Box
              key={url}
              w="2"
              h="2"
              borderRadius="full"
              bg={i === index % working.length ? 'white' : 'whiteAlpha.600'}
              boxShadow="sm"
            />
          ))}
        </HStack>
      )}
      {working.length > 1 && (
        <IconButton
          position="absolute"
          bottom="1"
          right="1"
          size="xs"
          variant="solid"
          bg="blackAlpha.700"
          color="white"
          _hover={{ bg: 'blackAlpha.800' }}
          borderRadius="full"
          aria-label={paused ? 'Play the photo slide shows' : 'Pause the photo slide shows'}
          onClick={() => setPhotoSlideShowsPaused(!paused)}
        >
          {paused ? <Play /> : <Pause />}
        </IconButton>
      )}
    </Box>
  );
}
