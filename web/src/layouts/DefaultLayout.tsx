// Default layout: the navbar above the page.
import { Suspense } from 'react';
import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading.tsx';
import { ViewerNavBar } from './ViewerNavBar.tsx';

export function DefaultLayout() {
  return (
    <Box minH="100dvh">
      <ViewerNavBar />
      <Box as="main" w="100%">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
