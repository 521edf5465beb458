// Query.accessTokens: the viewer's tokens, paged by the gateway over the api's one list (a user
// holds few). A guest is UNAUTHENTICATED and a personal access token FORBIDDEN, as the api says.
import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { graphQLErrors } from '../rest/errors.ts';
import { pageRequestFor } from '../relay/connection.ts';

const ACCESS_TOKENS_PAGE_SIZE = 20;

export const accessTokenQueries: Pick<QueryResolvers, 'accessTokens'> = {
  async accessTokens(_root, { first, after }, { loaders }) {
    const tokens = await graphQLErrors(() => loaders.accessTokens.list());
    const { start, pageSize } = pageRequestFor(first, after, ACCESS_TOKENS_PAGE_SIZE);
    return {
      items: tokens.slice(start, start + pageSize),
      start,
      pageSize,
      total: tokens.length,
    };
  },
};
