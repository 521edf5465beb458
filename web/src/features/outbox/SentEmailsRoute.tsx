// /admin/outbox (super admins): the e-mails the product sent, newest first, a page at a time (?page=N),
// preloaded with the route. Without SMTP this stored outbox is the delivery, so its links complete
// a sign-up on one machine.
import { Suspense } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import type { SentEmailsRouteQuery } from '../../__generated__/SentEmailsRouteQuery.graphql.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { pageLoader } from '../../components/pageLoader.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import type { PreloadedPage } from '../../relay/routeLoader.ts';
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

type SentEmailsLoaderData = PreloadedPage<SentEmailsRouteQuery>;

export const sentEmailsLoader = pageLoader<SentEmailsRouteQuery>(query, TABLE_PAGE_SIZE);

function SentEmails({ queryRef }: { queryRef: PreloadedQuery<SentEmailsRouteQuery> }) {
  const { edges, totalCount } = usePreloadedQuery<SentEmailsRouteQuery>(query, queryRef).sentEmails;
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
  const { queryRef, loadId } = useLoaderData() as SentEmailsLoaderData;
  return (
    <PageContainer
      title="Sent e-mails"
      subtitle="Every message the marketplace sent, newest first, with the links it carries."
    >
      <ErrorBoundary
        key={loadId}
        fallback={<Text color="gray.600">The sent e-mails could not be loaded.</Text>}
      >
        <Suspense fallback={<PageLoading />}>
          <SentEmails queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </PageContainer>
  );
}
