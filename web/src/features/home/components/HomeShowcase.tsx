// The home page's showcase: the carousel of public vehicle cards next to the yard video, priced
// for a viewer who may see prices (the api sends no price to anyone else).
// Loaded on demand, so the carousel and card code stay out of the first download.
import { Button, Center, Grid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { HomeShowcase_query$key } from '../../../__generated__/HomeShowcase_query.graphql.ts';
import { INVENTORY_PATH } from '../../../components/navLinks.ts';
import { VehicleCard } from '../../vehicle/components/VehicleCard.tsx';
import { HomeVideo } from './HomeVideo.tsx';
import { VehicleCarousel } from './VehicleCarousel.tsx';

function NoVehicles() {
  return (
    <Center bg="white" borderWidth="1px" borderRadius="xl" minH="64" p="8">
      <Stack align="center" textAlign="center" gap="3">
        <Text fontWeight="semibold">New arrivals are on their way.</Text>
        <Text color="gray.600" fontSize="sm">
          Check the inventory for every vehicle on sale.
        </Text>
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={INVENTORY_PATH}>View Inventory</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}

export function HomeShowcase({ query }: { query: HomeShowcase_query$key }) {
  const data = useFragment(
    graphql`
      fragment HomeShowcase_query on Query {
        viewer {
          ...VehicleCard_viewer
        }
        publicVehicles(first: 12) {
          edges {
            node {
              id
              ...VehicleCard_vehicle
            }
          }
        }
      }
    `,
    query,
  );
  const slides = data.publicVehicles.edges.map(({ node }) => ({
    key: node.id,
    content: <VehicleCard vehicle={node} viewer={data.viewer} />,
  }));
  return (
    // minmax(0, …): the carousel's track must not widen its column
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
      gap="8"
      alignItems="start"
    >
      {slides.length > 0 ? (
        <VehicleCarousel label="Vehicles on sale now" slides={slides} />
      ) : (
        <NoVehicles />
      )}
      <HomeVideo />
    </Grid>
  );
}
