// UserConnection and UserEdge: a page of back-office user rows (UserAccountDto) as a connection.
import type {
  UserConnectionResolvers,
  UserEdgeResolvers,
} from '../__generated__/resolvers-types.ts';
import { sliceConnection, sliceEdge } from '../relay/connection.ts';

export const UserConnection: UserConnectionResolvers = sliceConnection;

export const UserEdge: UserEdgeResolvers = sliceEdge;
