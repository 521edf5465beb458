// The spinner a list of records shows while it loads.
import { Center, Spinner } from '@chakra-ui/react';

export function ListLoading({ label }: { label: string }) {
  return (
    <Center py="10" aria-busy="true">
      <Spinner size="lg" color="brand.600" borderWidth="3px" role="status" aria-label={label} />
    </Center>
  );
}
