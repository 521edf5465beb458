// The schema coordinates (Type, Type.field, Type.field(arg:), Enum.VALUE, @directive(arg:)) that
// carry no description: tools read the graph through introspection and GraphiQL, so every name
// they can see must say what it is.
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  type GraphQLArgument,
  type GraphQLSchema,
} from 'graphql';

const described = (item: { description?: string | null }) => Boolean(item.description?.trim());

/** `prefix(arg:)` for every argument of `args` without a description. */
const undescribedArguments = (prefix: string, args: readonly GraphQLArgument[]) =>
  args.filter((arg) => !described(arg)).map((arg) => `${prefix}(${arg.name}:)`);

/** Every coordinate of the schema's own types and directives that lacks a description, in order. */
export function undescribedCoordinates(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    // The built-in scalars and the introspection types are described by the GraphQL spec.
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (!described(type)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        const coordinate = `${type.name}.${field.name}`;
        if (!described(field)) missing.push(coordinate);
        missing.push(...undescribedArguments(coordinate, field.args));
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field)) missing.push(`${type.name}.${field.name}`);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!described(value)) missing.push(`${type.name}.${value.name}`);
      }
    }
  }
  for (const directive of schema.getDirectives()) {
    if (isSpecifiedDirective(directive)) continue;
    if (!described(directive)) missing.push(`@${directive.name}`);
    missing.push(...undescribedArguments(`@${directive.name}`, directive.args));
  }
  return missing;
}
