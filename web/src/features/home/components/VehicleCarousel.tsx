// An auto-playing carousel of vehicle cards: a new card every 3500 ms, sliding in about 800 ms
// (specification, section 9), paused while the pointer is on it or the focus in its slides, and
// stopped for good by its pause button (WCAG 2.2.2; off from the start for reduced motion). The
// slides are a polite live region while they do not rotate, so a slide chosen by the buttons is
// read out, and silent while they rotate (the WAI-ARIA carousel pattern).
import { useCallback, useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { Box, Flex, HStack, IconButton } from '@chakra-ui/react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { CAROUSEL_AUTOPLAY_MS } from '@canam/domain/constants';
import { prefersReducedMotion } from '../../../components/prefersReducedMotion.ts';

/**
 * Embla's `duration` is not in milliseconds: it is the stiffness of a spring stepped at 60 Hz
 * with friction 0.68. Simulating that spring, 27 brings a slide 99% of its way in ~800 ms
 * (CAROUSEL_SPEED_MS); 25 (Embla's default) takes ~700 ms, 30 takes ~880 ms.
 */
export const EMBLA_DURATION_FOR_800_MS = 27;

interface VehicleCarouselProps {
  label: string;
  slides: { key: string; content: ReactNode }[];
}

export function VehicleCarousel({ label, slides }: VehicleCarouselProps) {
  const [autoplay] = useState(() =>
    // started and stopped below only: the pause button must outlast the pointer and the focus
    Autoplay({
      delay: CAROUSEL_AUTOPLAY_MS,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: true, align: 'start', duration: EMBLA_DURATION_FOR_800_MS },
    [autoplay],
  );
  const [current, setCurrent] = useState(0);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const [pointerOn, setPointerOn] = useState(false);
  const [focusInSlides, setFocusInSlides] = useState(false);
  const [rotating, setRotating] = useState(false);
  const shouldRotate = !stopped && !pointerOn && !focusInSlides;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setCurrent(embla.selectedScrollSnap());
    const onPlay = () => setRotating(true);
    const onStop = () => setRotating(false);
    embla.on('select', onSelect).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    return () => {
      embla.off('select', onSelect).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [embla]);

  useEffect(() => {
    // one slide has nothing to rotate (the plugin is not set up for it)
    if (!embla || embla.scrollSnapList().length < 2) return;
    const apply = () => (shouldRotate ? autoplay.play() : autoplay.stop());
    apply();
    // the plugin starts again by itself when a drag ends
    embla.on('pointerUp', apply);
    return () => {
      embla.off('pointerUp', apply);
    };
  }, [embla, autoplay, shouldRotate]);

  const onSlidesBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInSlides(false);
  };

  // a button press restarts the 3.5 s wait so the next slide does not follow at once
  const go = useCallback(
    (direction: 'prev' | 'next') => {
      if (!embla) return;
      if (direction === 'prev') embla.scrollPrev();
      else embla.scrollNext();
      autoplay.reset();
    },
    [embla, autoplay],
  );

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label}
      position="relative"
      onMouseEnter={() => setPointerOn(true)}
      onMouseLeave={() => setPointerOn(false)}
    >
      <Box
        ref={viewportRef}
        overflow="hidden"
        mx="-2"
        aria-live={rotating ? 'off' : 'polite'}
        onFocus={() => setFocusInSlides(true)}
        onBlur={onSlidesBlur}
      >
        <Flex touchAction="pan-y pinch-zoom">
          {slides.map((slide, index) => (
            <Box
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-current={index === current ? 'true' : undefined}
              flex={{ base: '0 0 100%', md: '0 0 50%' }}
              minW="0"
              px="2"
            >
              {slide.content}
            </Box>
          ))}
        </Flex>
      </Box>
      <HStack justify="center" gap="3" mt="4">
        <IconButton
          aria-label="Previous vehicles"
          variant="outline"
          bg="white"
          borderRadius="full"
          onClick={() => go('prev')}
        >
          <ChevronLeft />
        </IconButton>
        <Box fontSize="sm" color="gray.600" minW="16" textAlign="center" aria-hidden>
          {current + 1} / {slides.length}
        </Box>
        <IconButton
          aria-label="Next vehicles"
          variant="outline"
          bg="white"
          borderRadius="full"
          onClick={() => go('next')}
        >
          <ChevronRight />
        </IconButton>
        <IconButton
          aria-label={stopped ? 'Play the slide show' : 'Pause the slide show'}
          variant="outline"
          bg="white"
          borderRadius="full"
          onClick={() => setStopped((was) => !was)}
        >
          {stopped ? <Play /> : <Pause />}
        </IconButton>
      </HStack>
    </Box>
  );
}
