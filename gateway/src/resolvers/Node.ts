// Node: the interface's type resolution for node() and nodes().
import type { NodeResolvers } from '../__generated__/resolvers-types.ts';
import { nodeTypeOf } from '../relay/node.ts';

export const Node: NodeResolvers = {
  __resolveType: (node) => nodeTypeOf(node),
};
