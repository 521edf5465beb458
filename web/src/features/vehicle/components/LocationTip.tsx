// Where a vehicle is, with the export location's address and a Google Maps link in a popover:
// opens on click, tap or Enter, so it works with a keyboard and on phones. Every card shows one,
// so the popover's code (LocationPopover: positioning, focus, dismissal) loads when a location is
// first opened — fetched ahead as the pointer or the focus reaches the button.
import { lazy, Suspense, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { LocationTip_vehicle$key } from '../../../__generated__/LocationTip_vehicle.graphql.ts';
import { LocationButton } from './LocationButton.tsx';

const loadPopover = () => import('./LocationPopover.tsx');
const LocationPopover = lazy(() =>
  loadPopover().then((module) => ({ default: module.LocationPopover })),
);

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
  const [opened, setOpened] = useState(false);
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
  const button = (
    <LocationButton
      label={label}
      aria-haspopup="dialog"
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => setOpened(true)}
    />
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <LocationPopover label={label} exportLocation={exportLocation} />
    </Suspense>
  );
}
