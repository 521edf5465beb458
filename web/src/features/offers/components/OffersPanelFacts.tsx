// The vehicle at the top of the offers panel: price, stock, make, model, year, trim, options,
// mileage, location, release date, and links to the condition report and the public view. A
// viewer who may not see prices is told when they show, never that the vehicle has none.
import { Badge, Button, HStack, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Globe } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@canam/domain/dates';
import { isSold } from '@canam/domain/onSale';
import type { OffersPanelFacts_vehicle$key } from '../../../__generated__/OffersPanelFacts_vehicle.graphql.ts';
import type { OffersPanelFacts_viewer$key } from '../../../__generated__/OffersPanelFacts_viewer.graphql.ts';
import { ConditionReportButton } from '../../vehicle/components/ConditionReportButton.tsx';
import { FactList } from '../../vehicle/components/FactList.tsx';
import { milesText } from '../../vehicle/components/VehicleFacts.tsx';
import { priceText } from '../../vehicle/priceText.ts';
import { publicVehiclePath } from '../../vehicle/vehiclePaths.ts';

interface OffersPanelFactsProps {
  vehicle: OffersPanelFacts_vehicle$key;
  viewer: OffersPanelFacts_viewer$key;
}

export function OffersPanelFacts({ vehicle, viewer }: OffersPanelFactsProps) {
  const data = useFragment(
    graphql`
      fragment OffersPanelFacts_vehicle on Vehicle {
        title
        status
        publicId
        price {
          amount
        }
        stockNumber
        vinNumber {
          make
          model
          year
          trim
          options
        }
        miles
        location
        releaseDate
        ...ConditionReportButton_vehicle
        sale {
          registerDate
        }
      }
    `,
    vehicle,
  );
  const viewerData = useFragment(
    graphql`
      fragment OffersPanelFacts_viewer on Viewer {
        isLoggedIn
        canSeePrices
      }
    `,
    viewer,
  );
  const sold = isSold(data.status, data.sale != null);
  // The amount stands out; why it is hidden reads as a note.
  const priceShown = viewerData.canSeePrices && data.price != null;
  const facts: [string, string][] = [
    ['Price', priceText(data.price, viewerData)],
    ['Stock', data.stockNumber ?? 'Not assigned'],
    ['Make', data.vinNumber.make ?? '—'],
    ['Model', data.vinNumber.model ?? '—'],
    ['Year', data.vinNumber.year != null ? String(data.vinNumber.year) : '—'],
    ['Trim', data.vinNumber.trim ?? '—'],
    ['Options', data.vinNumber.options ?? '—'],
    ['Mileage', milesText(data.miles)],
    ['Location', data.location ?? '—'],
    ['Release date', data.releaseDate ? formatDate(data.releaseDate) : '—'],
  ];
  return (
    <Stack gap="3" bg="white" borderRadius="lg" borderWidth="1px" p="4">
      <HStack justify="space-between" align="start" gap="2">
        <Heading as="h3" size="md">
          {data.title}
        </Heading>
        {sold && (
          <Badge colorPalette="red" size="lg" data-testid="offers-panel-sold">
            Sold
          </Badge>
        )}
      </HStack>
      <FactList
        facts={facts}
        emphasis={(label) =>
          label !== 'Price'
            ? undefined
            : priceShown
              ? { fontWeight: 'semibold' }
              : { color: 'gray.600' }
        }
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
        <ConditionReportButton vehicle={data} label="Condition report" />
        <Button asChild size="sm" variant="outline">
          <RouterLink to={publicVehiclePath(data.publicId)} target="_blank">
            <Globe /> Public view
          </RouterLink>
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
