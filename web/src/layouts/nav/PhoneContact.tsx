// The navbar's phone: a tooltip with the sales number as a click-to-call link. One second after a
// call starts, a 1x1 tracking pixel loads (specification, sections 2 and 9) so calls can be
// counted the way the site's other conversions are. The icon itself is also a tel: link, because
// phones show no tooltips on tap.
import { IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Phone } from 'lucide-react';
import { IdleTooltip } from '../../components/IdleTooltip.tsx';
import { COMPANY_CONTACT } from '../companyContact.ts';
import { trackCall } from './callTracking.ts';

const TEL_HREF = `tel:${COMPANY_CONTACT.phoneE164}`;

export function PhoneContact() {
  return (
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
          <a href={TEL_HREF} onClick={trackCall}>
            <Phone />
          </a>
        </IconButton>
      }
      content={
        <Stack gap="0.5" fontSize="sm">
          <Text fontWeight="semibold">Talk to a sales agent</Text>
          <Link href={TEL_HREF} onClick={trackCall} color="brand.fg" fontWeight="bold">
            {COMPANY_CONTACT.phone}
          </Link>
          <Text color="gray.600" fontSize="xs">
            {COMPANY_CONTACT.hours}
          </Text>
        </Stack>
      }
    />
  );
}
