// The `extensions.code`s of a failed operation's GraphQL errors, wherever they travel: on a
// Relay error's `source` (an answer without data), or as the list graphql-ws hands a refused
// subscription. The web acts on these codes, never on the wording.
interface ErrorsCarrier {
  source?: { errors?: unknown };
  errors?: unknown;
}

function codesOf(errors: unknown): string[] {
  if (!Array.isArray(errors)) return [];
  return errors
    .map((error: { extensions?: { code?: unknown } } | null) => error?.extensions?.code)
    .filter((code): code is string => typeof code === 'string');
}

export function graphQLErrorCodes(error: unknown): string[] {
  if (Array.isArray(error)) return codesOf(error);
  if (typeof error !== 'object' || error === null) return [];
  const carrier = error as ErrorsCarrier;
  return [...codesOf(carrier.source?.errors), ...codesOf(carrier.errors)];
}

/** An Error that keeps the GraphQL errors graphql-ws refused an operation with, as Relay does. */
export function errorWithSource(errors: readonly unknown[]): Error {
  const messages = errors
    .map((error) => (error as { message?: unknown } | null)?.message)
    .filter((message): message is string => typeof message === 'string');
  return Object.assign(new Error(messages.join('\n') || 'GraphQL error'), { source: { errors } });
}
