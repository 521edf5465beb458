// Base layout: navbar, a blue back bar (except on home), the page and the footer.
import { Suspense } from 'react';
import { Box, Button, Flex } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { canGoBack } from '../components/canGoBack.ts';
import { PageLoading } from '../components/PageLoading.tsx';
import { Footer } from './Footer.tsx';
import { ViewerNavBar } from './ViewerNavBar.tsx';

function BackBar() {
  const navigate = useNavigate();
  return (
    <Box bg="brand.600" color="white">
      <Flex maxW="7xl" mx="auto" px={{ base: 3, md: 6 }} py="1.5">
        <Button
          size="xs"
          variant="ghost"
          color="white"
          _hover={{ bg: 'brand.700' }}
          onClick={() => (canGoBack() ? navigate(-1) : navigate('/'))}
        >
          <ArrowLeft size={14} aria-hidden /> Back
        </Button>
      </Flex>
    </Box>
  );
}

export function BaseLayout() {
  const { pathname } = useLocation();
  return (
    <Flex minH="100dvh" direction="column">
      <ViewerNavBar />
      {pathname !== '/' && <BackBar />}
      <Box as="main" flex="1" w="100%">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}
