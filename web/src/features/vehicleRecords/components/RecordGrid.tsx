// How a page of records is laid out: one column in a modal, a responsive grid on the dashboard;
// the specification's empty text when there is none.
import { Children, type ReactNode } from 'react';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { EmptyList } from '../../../components/EmptyList.tsx';

export type RecordLayout = 'column' | 'grid';

interface RecordGridProps {
  layout: RecordLayout;
  empty: string;
  /** The records' cards. */
  children?: ReactNode;
}

export function RecordGrid({ layout, empty, children }: RecordGridProps) {
  if (Children.count(children) === 0) return <EmptyList icon={<Inbox />} title={empty} />;
  return layout === 'column' ? (
    <Stack as="ul" listStyleType="none" gap="3">
      {children}
    </Stack>
  ) : (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {children}
    </SimpleGrid>
  );
}
