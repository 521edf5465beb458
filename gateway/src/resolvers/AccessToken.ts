// AccessToken (a Node: the viewer's personal access token, never its secret), its connection over
// the api's whole list, and the one mapping between GraphQL scopes and the api's scope strings.
import type { AccessTokenScope as RestScope } from '@canam/domain/accessTokens';
import type {
  AccessTokenConnectionResolvers,
  AccessTokenEdgeResolvers,
  AccessTokenResolvers,
  AccessTokenScope,
} from '../__generated__/resolvers-types.ts';
import { edgesOf, pageInfoOf } from '../relay/connection.ts';
import { toGlobalId } from '../relay/ids.ts';

const REST_SCOPES: Record<AccessTokenScope, RestScope> = {
  CATALOGUE_READ: 'catalogue:read',
  OFFERS_READ: 'offers:read',
  OFFERS_WRITE: 'offers:write',
  INVENTORY_READ: 'inventory:read',
};
const GRAPH_SCOPES = Object.fromEntries(
  Object.entries(REST_SCOPES).map(([graph, rest]) => [rest, graph]),
) as Record<RestScope, AccessTokenScope>;

export const restScopeOf = (scope: AccessTokenScope): RestScope => REST_SCOPES[scope];

export const AccessToken: AccessTokenResolvers = {
  id: (token) => toGlobalId('AccessToken', token.id),
  scopes: (token) => token.scopes.map((scope) => GRAPH_SCOPES[scope]),
};

export const AccessTokenConnection: AccessTokenConnectionResolvers = {
  edges: (slice) => edgesOf(slice),
  pageInfo: (slice) => pageInfoOf(slice),
  totalCount: (slice) => slice.total,
};

export const AccessTokenEdge: AccessTokenEdgeResolvers = {
  cursor: (edge) => edge.cursor,
  node: (edge) => edge.node,
};
