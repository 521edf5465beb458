// /admin/outbox (super admins): the e-mails the product sent, newest first, a page at a time (?page=N).
// Without SMTP this stored outbox is the delivery, so its links complete a sign-up on one machine.
import { Suspense } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import type { SentEmailsRouteQuery } from '../../__generated__/SentEmailsRouteQuery.graphql.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { Pagination, pageFromSearch } from '../../components/Pagination.tsx';
import { SentEmailCard } from './components/SentEmailCard.tsx';

const query = graphql`
  query SentEmailsRouteQuery($first: Int!, $after: String) {
    sentEmails(first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          ...SentEmailCard_email
        }
      }
    }
  }
`;

function SentEmails({ page }: { page: number }) {
  const data = useLazyLoadQuery<SentEmailsRouteQuery>(
    query,
    { first: TABLE_PAGE_SIZE, after: cursorForPage(page, TABLE_PAGE_SIZE) },
    { fetchPolicy: 'store-and-network' },
  );
  const { edges, totalCount } = data.sentEmails;
  if (totalCount === 0) return <Text color="gray.600">No e-mail has been sent yet.</Text>;
  return (
    <>
      <Text color="gray.600" mb="4">
        {totalCount === 1 ? '1 message' : `${totalCount} messages`}
      </Text>
      <Stack gap="4">
        {edges.map(({ node }) => (
          <SentEmailCard key={node.id} email={node} />
        ))}
      </Stack>
      <Pagination totalCount={totalCount} pageSize={TABLE_PAGE_SIZE} />
    </>
  );
}

export function SentEmailsRoute() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  return (
    <PageContainer
      title="Sent e-mails"
      subtitle="Every message the marketplace sent, newest first, with the links it carries."
    >
      <ErrorBoundary fallback={<Text color="gray.600">The sent e-mails could not be loaded.</Text>}>
        <Suspense fallback={<PageLoading />}>
          <SentEmails page={page} />
        </Suspense>
      </ErrorBoundary>
    </PageContainer>
  );
}
