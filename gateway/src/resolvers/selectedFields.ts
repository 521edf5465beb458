// Whether an operation asks for a field of a resolver's result, so a payload fetches only what
// was selected (a tool's makeOffer that asks for `offer { id }` costs no vehicle read). Reads the
// selection syntactically: fragments count whatever their type condition, and @skip/@include are
// not evaluated, so the answer errs towards fetching, never towards a missing field.
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

function selects(
  selectionSet: SelectionSetNode | undefined,
  name: string,
  info: GraphQLResolveInfo,
  seen: Set<string>,
): boolean {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === 'Field') {
      if (selection.name.value === name) return true;
    } else if (selection.kind === 'InlineFragment') {
      if (selects(selection.selectionSet, name, info, seen)) return true;
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = info.fragments[selection.name.value];
      if (fragment && selects(fragment.selectionSet, name, info, seen)) return true;
    }
  }
  return false;
}

/** True when the field being resolved has `name` among its selected subfields. */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  return info.fieldNodes.some((node) => selects(node.selectionSet, name, info, seen));
}
