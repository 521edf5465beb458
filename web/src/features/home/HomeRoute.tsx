// '/': the promise and the filter bar, about us, the carousel of public vehicles next to the yard
// video, the contact form and the banner. Two queries, so the carousel failing never takes the
// search with it; the carousel and the form load their code after the top of the page.
import { lazy, Suspense } from 'react';
import { Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { HomeRouteQuery } from '../../__generated__/HomeRouteQuery.graphql.ts';
import type { HomeRouteShowcaseQuery } from '../../__generated__/HomeRouteShowcaseQuery.graphql.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { OffersPanelHost } from '../offers/OffersPanelHost.tsx';
import { AboutSection } from './components/AboutSection.tsx';
import { BannerModal } from './components/BannerModal.tsx';
import { ContactSection } from './components/ContactSection.tsx';
import { HomeHero } from './components/HomeHero.tsx';
import { HomeSearch } from './components/HomeSearch.tsx';
import type { HomeLoaderData } from './homeLoader.ts';

const HomeShowcase = lazy(() =>
  import('./components/HomeShowcase.tsx').then((module) => ({ default: module.HomeShowcase })),
);

// The page's queries; homeLoader.ts starts them (from their generated artifacts).
const query = graphql`
  query HomeRouteQuery {
    viewer {
      ...HomeSearch_viewer
      ...BannerModal_viewer
    }
    ...HomeSearch_query
  }
`;

const showcaseQuery = graphql`
  query HomeRouteShowcaseQuery {
    ...HomeShowcase_query
  }
`;

function SearchAndBanner({ queryRef }: { queryRef: PreloadedQuery<HomeRouteQuery> }) {
  const data = usePreloadedQuery<HomeRouteQuery>(query, queryRef);
  return (
    <>
      <HomeSearch query={data} viewer={data.viewer} />
      <BannerModal viewer={data.viewer} />
    </>
  );
}

function Showcase({ showcaseRef }: { showcaseRef: PreloadedQuery<HomeRouteShowcaseQuery> }) {
  const data = usePreloadedQuery<HomeRouteShowcaseQuery>(showcaseQuery, showcaseRef);
  return <HomeShowcase query={data} />;
}

function SearchSkeleton() {
  return (
    <HStack gap="4" align="end" aria-busy="true" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
      <Skeleton h="11" flex="1" minW="48" />
      <Skeleton h="11" flex="1" minW="48" />
      <Skeleton h="11" w="40" />
    </HStack>
  );
}

function ShowcaseSkeleton() {
  return (
    <HStack gap="6" align="stretch" aria-busy="true">
      <Skeleton h="md" flex="2" borderRadius="xl" />
      <Skeleton h="md" flex="1" borderRadius="xl" display={{ base: 'none', lg: 'block' }} />
    </HStack>
  );
}

function Unavailable({ what }: { what: string }) {
  return (
    <Text color="gray.600" role="status">
      {what} could not be loaded right now. Please try again in a moment.
    </Text>
  );
}

export function HomeRoute() {
  const { queryRef, showcaseRef } = useLoaderData() as HomeLoaderData;
  return (
    <>
      <HomeHero>
        <ErrorBoundary fallback={<Unavailable what="The vehicle search" />}>
          <Suspense fallback={<SearchSkeleton />}>
            <SearchAndBanner queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </HomeHero>
      <AboutSection />
      <Box as="section" aria-labelledby="showcase-heading" bg="gray.100" borderTopWidth="1px">
        <Stack maxW="7xl" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 10, md: 16 }} gap="6">
          <Heading as="h2" id="showcase-heading" size={{ base: '2xl', md: '3xl' }}>
            On sale now
          </Heading>
          <ErrorBoundary fallback={<Unavailable what="The vehicles on sale" />}>
            <Suspense fallback={<ShowcaseSkeleton />}>
              <Showcase showcaseRef={showcaseRef} />
            </Suspense>
          </ErrorBoundary>
        </Stack>
      </Box>
      <ContactSection />
      {/* a staff member's View Offers on a showcase card opens the panel over the page */}
      <OffersPanelHost />
    </>
  );
}
