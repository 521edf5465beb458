// SentEmail (a message of the stored outbox, a Node) and its connection over one REST page.
import type {
  SentEmailConnectionResolvers,
  SentEmailEdgeResolvers,
  SentEmailResolvers,
} from '../__generated__/resolvers-types.ts';
import { edgesOf, pageInfoOf } from '../relay/connection.ts';
import { toGlobalId } from '../relay/ids.ts';

export const SentEmail: SentEmailResolvers = {
  id: (message) => toGlobalId('SentEmail', message.id),
};

export const SentEmailConnection: SentEmailConnectionResolvers = {
  edges: (slice) => edgesOf(slice),
  pageInfo: (slice) => pageInfoOf(slice),
  totalCount: (slice) => slice.total,
};

export const SentEmailEdge: SentEmailEdgeResolvers = {
  cursor: (edge) => edge.cursor,
  node: (edge) => edge.node,
};
