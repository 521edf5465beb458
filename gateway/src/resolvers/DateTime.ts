// The DateTime scalar: ISO-8601 strings in UTC on the wire.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

function toIso(value: unknown): string {
  const date =
    value instanceof Date ? value : typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(date.getTime())) {
    throw new GraphQLError(`DateTime cannot represent ${JSON.stringify(value)}`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return date.toISOString();
}

export const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An ISO-8601 date and time in UTC.',
  serialize: toIso,
  parseValue: toIso,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) {
      throw new GraphQLError('DateTime must be a string', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return toIso(ast.value);
  },
});
