// The route component of a page opened from an e-mail link: the page, given what the route's
// loader preloaded for the link's token, with the page spinner while the answer comes.
import { Suspense, type ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { LinkLoaderData, TokenQuery } from '../relay/linkLoader.ts';
import { PageLoading } from './PageLoading.tsx';

export function LinkRoute<Q extends TokenQuery>({
  page: Page,
}: {
  page: ComponentType<LinkLoaderData<Q>>;
}) {
  const link = useLoaderData() as LinkLoaderData<Q>;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page {...link} />
    </Suspense>
  );
}
