import { Center, Spinner } from '@chakra-ui/react';

export function PageLoading() {
  return (
    <Center py="24" aria-busy="true">
      <Spinner size="xl" color="brand.600" borderWidth="4px" role="status" aria-label="Loading" />
    </Center>
  );
}
