// What a list shows when it has nothing: an icon, a title and, when there is one, a line of
// explanation and an action, in a white card.
import type { ReactNode } from 'react';
import { EmptyState, VStack } from '@chakra-ui/react';

interface EmptyListProps {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  /** A button or link below the description. */
  children?: ReactNode;
}

export function EmptyList({ icon, title, description, children }: EmptyListProps) {
  return (
    <EmptyState.Root bg="white" borderRadius="lg" borderWidth="1px">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center" gap={children ? '3' : '2'}>
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
          {children}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
