// Bare layout (login page): no navbar, the page centred on the brand colour.
import { Suspense } from 'react';
import { Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading.tsx';

export function AuthLayout() {
  return (
    <Flex minH="100dvh" align="center" justify="center" bg="brand.800" px="4" py="10">
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </Flex>
  );
}
