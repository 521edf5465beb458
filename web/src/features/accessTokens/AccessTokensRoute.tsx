// /account/access-tokens (any logged-in user whose role may hold tokens): personal access tokens
// for scripts and tools. Create one (name, scopes, lifetime) and see its secret once; list every
// token with its prefix, scopes, dates and status; revoke one after a confirmation.
import { Suspense, useState } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { AccessTokensRouteQuery } from '../../__generated__/AccessTokensRouteQuery.graphql.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { routeLoader } from '../../relay/routeLoader.ts';
import { AccessTokenList } from './components/AccessTokenList.tsx';
import { CreateAccessTokenForm } from './components/CreateAccessTokenForm.tsx';
import { NewTokenSecret } from './components/NewTokenSecret.tsx';

const query = graphql`
  query AccessTokensRouteQuery {
    viewer {
      ...CreateAccessTokenForm_viewer
    }
    ...AccessTokenList_query
  }
`;

interface AccessTokensLoaderData {
  queryRef: PreloadedQuery<AccessTokensRouteQuery>;
  loadId: number;
}

export const accessTokensLoader = routeLoader((preload, _args, loadId): AccessTokensLoaderData => ({
  queryRef: preload<AccessTokensRouteQuery>(query, {}, { fetchPolicy: 'network-only' }),
  loadId,
}));

function AccessTokens({ queryRef }: { queryRef: PreloadedQuery<AccessTokensRouteQuery> }) {
  const data = usePreloadedQuery<AccessTokensRouteQuery>(query, queryRef);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  return (
    <Stack gap="6">
      {created && (
        <NewTokenSecret name={created.name} token={created.token} onDone={() => setCreated(null)} />
      )}
      <Stack as="section" gap="3" aria-labelledby="new-token-heading">
        <Heading as="h2" size="md" id="new-token-heading">
          New token
        </Heading>
        <CreateAccessTokenForm viewer={data.viewer} onCreated={setCreated} />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="tokens-heading">
        <Heading as="h2" size="md" id="tokens-heading">
          Your tokens
        </Heading>
        <AccessTokenList query={data} />
      </Stack>
    </Stack>
  );
}

export function AccessTokensRoute() {
  const { queryRef, loadId } = useLoaderData() as AccessTokensLoaderData;
  return (
    <PageContainer
      title="Access tokens"
      subtitle="Tokens let your scripts and tools use the marketplace's API as you, within the scopes you choose. Send one as “Authorization: Bearer …”."
    >
      <ErrorBoundary
        key={loadId}
        fallback={
          <Text color="gray.600">
            Your access tokens could not be loaded. Reload the page to try again.
          </Text>
        }
      >
        <Suspense fallback={<PageLoading />}>
          <AccessTokens queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </PageContainer>
  );
}
