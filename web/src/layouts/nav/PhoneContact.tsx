// The navbar's phone: a tooltip with the sales number as a click-to-call link. One second after a
// call starts, a 1x1 tracking pixel loads (specification, sections 2 and 9) so calls can be
// counted the way the site's other conversions are. The icon itself is also a tel: link, because
// phones show no tooltips on tap.
import { useEffect, useRef, useState } from 'react';
import { Box, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Phone } from 'lucide-react';
import { IdleTooltip } from '../../components/IdleTooltip.tsx';
import { COMPANY_CONTACT } from '../companyContact.ts';

/** Specification, section 9: the tracking pixel shows 1000 ms after the click. */
export const TRACKING_PIXEL_DELAY_MS = 1_000;
export const TRACKING_PIXEL_URL = '/tracking-pixel.gif';

const TEL_HREF = `tel:${COMPANY_CONTACT.phoneE164}`;

function useCallTracking(): [onCall: () => void, pixelKey: number | null] {
  const [pixelKey, setPixelKey] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const onCall = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setPixelKey(Date.now()), TRACKING_PIXEL_DELAY_MS);
  };
  return [onCall, pixelKey];
}

export function PhoneContact() {
  const [onCall, pixelKey] = useCallTracking();
  return (
    <>
      <IdleTooltip
        rootProps={{
          interactive: true,
          openDelay: 150,
          closeDelay: 300,
          positioning: { placement: 'bottom' },
        }}
        contentProps={{
          bg: 'white',
          color: 'gray.800',
          boxShadow: 'lg',
          p: '3',
          borderRadius: 'md',
        }}
        trigger={
          <IconButton
            asChild
            size="sm"
            variant="ghost"
            color="white"
            _hover={{ bg: 'brand.700' }}
            aria-label={`Call us at ${COMPANY_CONTACT.phone}`}
          >
            <a href={TEL_HREF} onClick={onCall}>
              <Phone />
            </a>
          </IconButton>
        }
        content={
          <Stack gap="0.5" fontSize="sm">
            <Text fontWeight="semibold">Talk to a sales agent</Text>
            <Link href={TEL_HREF} onClick={onCall} color="brand.fg" fontWeight="bold">
              {COMPANY_CONTACT.phone}
            </Link>
            <Text color="gray.600" fontSize="xs">
              {COMPANY_CONTACT.hours}
            </Text>
          </Stack>
        }
      />
      {pixelKey !== null && (
        <Box
          asChild
          position="absolute"
          w="1px"
          h="1px"
          overflow="hidden"
          pointerEvents="none"
          aria-hidden
        >
          <img
            key={pixelKey}
            data-testid="tracking-pixel"
            src={`${TRACKING_PIXEL_URL}?event=call&t=${pixelKey}`}
            width={1}
            height={1}
            alt=""
          />
        </Box>
      )}
    </>
  );
}
