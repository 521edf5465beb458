// The export location's popover of LocationTip: its address and a Google Maps link. Loaded (with
// the popover's positioning and focus code) when a location is first opened, not with the cards;
// it opens as it mounts, and closed it gives the focus back to its button.
import { useEffect, useState } from 'react';
import { Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { LocationButton } from './LocationButton.tsx';

export interface ExportLocation {
  readonly name: string;
  readonly address: string | null | undefined;
  readonly link: string | null | undefined;
}

export function mapsLink(exportLocation: ExportLocation): string {
  if (exportLocation.link) return exportLocation.link;
  const query = exportLocation.address ?? exportLocation.name;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

interface LocationPopoverProps {
  label: string;
  exportLocation: ExportLocation;
}

export function LocationPopover({ label, exportLocation }: LocationPopoverProps) {
  // Mounted closed and opened at once, so the popover moves the focus in as on any opening.
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  return (
    <Popover.Root
      positioning={{ placement: 'top-start' }}
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <LocationButton label={label} />
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
