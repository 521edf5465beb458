// Where a vehicle is, with the export location's address and a Google Maps link in a popover:
// opens on click, tap or Enter, so it works with a keyboard and on phones.
import { Box, Button, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, MapPin } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { LocationTip_vehicle$key } from '../../../__generated__/LocationTip_vehicle.graphql.ts';

interface ExportLocation {
  readonly name: string;
  readonly address: string | null | undefined;
  readonly link: string | null | undefined;
}

export function mapsLink(exportLocation: ExportLocation): string {
  if (exportLocation.link) return exportLocation.link;
  const query = exportLocation.address ?? exportLocation.name;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function LocationTip({ vehicle }: { vehicle: LocationTip_vehicle$key }) {
  const { location, exportLocation } = useFragment(
    graphql`
      fragment LocationTip_vehicle on Vehicle {
        location
        exportLocation {
          name
          address
          link
        }
      }
    `,
    vehicle,
  );
  const label = location ?? exportLocation?.name ?? 'Location to be confirmed';
  if (!exportLocation) {
    return (
      <Text as="span" display="inline-flex" alignItems="center" gap="1.5" fontSize="sm">
        <Box as="span" color="brand.600" aria-hidden>
          <MapPin size={16} />
        </Box>
        {label}
      </Text>
    );
  }
  return (
    <Popover.Root positioning={{ placement: 'top-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button
          variant="plain"
          size="sm"
          h="auto"
          p="0"
          minW="0"
          maxW="100%"
          alignSelf="flex-start"
          justifyContent="flex-start"
          fontWeight="normal"
          color="gray.700"
          gap="1.5"
          aria-label={`Location: ${label}. Show the export location`}
          _hover={{ color: 'brand.700', textDecoration: 'underline' }}
        >
          <Box as="span" color="brand.600" aria-hidden>
            <MapPin size={16} />
          </Box>
          <Text as="span" truncate>
            {label}
          </Text>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs">
            <Popover.Arrow />
            <Popover.Body p="4">
              <Stack gap="1.5" fontSize="sm">
                <Text fontWeight="semibold">Exported through {exportLocation.name}</Text>
                {exportLocation.address && <Text color="gray.600">{exportLocation.address}</Text>}
                <Link
                  href={mapsLink(exportLocation)}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="brand.700"
                  fontWeight="medium"
                >
                  Open in Google Maps <ExternalLink size={14} aria-hidden />
                </Link>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
