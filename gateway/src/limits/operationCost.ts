// What an operation costs before it runs: each field resolved counts 1 and each object 1 more,
// and what sits below a list counts once per item. A connection's `first`/`last` (its
// variable's value, else the argument's default) sizes its edges as the gateway serves them
// (1 to maxPageSize); `nodes` counts its ids; a list of known size (`listSizes`, e.g. the 300
// buyers of Query.saleBuyers) counts that; other lists count `assumedListSize` items. Fields
// are merged by response name, as graphql executes them, so fragments that repeat a field do not
// count it twice. graphql-armor's cost limit does not know `first`, hence this.
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
} from 'graphql/index.js';
import type {
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  GraphQLCompositeType,
  GraphQLField,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
  ValueNode,
} from 'graphql';

export interface CostSettings {
  assumedListSize: number;
  /** Items of the lists whose size is known, by `Type.field` (the api's own limit). */
  listSizes?: Readonly<Record<string, number>>;
  maxPageSize: number;
  /** Counting stops past this: the answer is then maxCost + 1 (bounds the work of a refusal). */
  maxCost: number;
}

interface Selections {
  selectionSet: SelectionSetNode;
  parent: GraphQLCompositeType;
}

interface CollectedField {
  field: FieldNode;
  definition: GraphQLField<unknown, unknown>;
  /** The type the field is selected on. */
  parent: string;
}

class OverBudget extends Error {}

/** Introspection costs like any field (its lists nest deep): types are not free to walk. */
const META_FIELDS: Record<string, GraphQLField<unknown, unknown> | undefined> = {
  __schema: SchemaMetaFieldDef,
  __type: TypeMetaFieldDef,
};

/** The operation's cost; its document must have passed graphql's validation. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
  settings: CostSettings,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const variableValues = withDefaults(operation, variables ?? {});
  let fieldsVisited = 0;

  function argument(field: FieldNode, name: string): unknown {
    const node = field.arguments?.find((a) => a.name.value === name)?.value;
    if (node?.kind === Kind.VARIABLE) return variableValues[node.name.value];
    return node ? literal(node) : undefined;
  }

  function pageSize({ field, definition }: CollectedField): number | null {
    const paging = definition.args.find((a) => a.name === 'first' || a.name === 'last');
    if (!paging) return null;
    const asked = argument(field, paging.name) ?? paging.defaultValue;
    const size = typeof asked === 'number' ? asked : settings.maxPageSize;
    return Math.min(Math.max(size, 1), settings.maxPageSize);
  }

  function listSize({ field, parent }: CollectedField, page: number | null): number {
    if (page !== null) return page; // a connection's edges
    const ids = field.name.value === 'nodes' ? argument(field, 'ids') : undefined;
    if (Array.isArray(ids)) return ids.length;
    return settings.listSizes?.[`${parent}.${field.name.value}`] ?? settings.assumedListSize;
  }

  function typeNamed(name: string | undefined): GraphQLCompositeType | null {
    const type = name ? schema.getType(name) : undefined;
    return type && isCompositeType(type) ? type : null;
  }

  /** Fields by response name, through inline fragments and spreads (every type condition). */
  function collect(
    { selectionSet, parent }: Selections,
    into: Map<string, CollectedField[]>,
    spread: Set<string>,
  ): void {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        const definition =
          META_FIELDS[name] ?? ('getFields' in parent ? parent.getFields()[name] : undefined);
        if (!definition) continue; // __typename: answered without work
        const key = selection.alias?.value ?? name;
        const collected = { field: selection, definition, parent: parent.name };
        into.set(key, [...(into.get(key) ?? []), collected]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = typeNamed(selection.typeCondition?.name.value) ?? parent;
        collect({ selectionSet: selection.selectionSet, parent: type }, into, spread);
      } else if (!spread.has(selection.name.value)) {
        spread.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        const type = typeNamed(fragment?.typeCondition.name.value);
        if (fragment && type)
          collect({ selectionSet: fragment.selectionSet, parent: type }, into, spread);
      }
    }
  }

  function cost(selections: Selections[], page: number | null): number {
    const fields = new Map<string, CollectedField[]>();
    const spread = new Set<string>();
    for (const each of selections) collect(each, fields, spread);
    let total = 0;
    for (const sameKey of fields.values()) {
      if (++fieldsVisited > settings.maxCost) throw new OverBudget();
      const first = sameKey[0]!;
      const below: Selections[] = [];
      for (const { field, definition } of sameKey) {
        const type = getNamedType(definition.type);
        if (field.selectionSet && isCompositeType(type)) {
          below.push({ selectionSet: field.selectionSet, parent: type });
        }
      }
      if (!below.length) {
        total += 1;
        continue;
      }
      const items = isListType(getNullableType(first.definition.type)) ? listSize(first, page) : 1;
      total += 1 + items * (1 + cost(below, pageSize(first)));
      if (total > settings.maxCost) throw new OverBudget();
    }
    return total;
  }

  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  try {
    return cost([{ selectionSet: operation.selectionSet, parent: root }], null);
  } catch (error) {
    if (error instanceof OverBudget) return settings.maxCost + 1;
    throw error;
  }
}

/** The request's variables, with each absent one at its declared default. */
function withDefaults(
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = { ...variables };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (values[name] === undefined && definition.defaultValue) {
      values[name] = literal(definition.defaultValue);
    }
  }
  return values;
}

/** A literal argument value, as far as cost needs it: integers, and lists for their length. */
function literal(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.INT:
      return Number.parseInt(node.value, 10);
    case Kind.LIST:
      return node.values.map(literal);
    default:
      return undefined;
  }
}
