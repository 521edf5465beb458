// A GET whose refusal (400, 401, 403, 404) means "nothing there" for the caller: null instead of
// an error. Anything else (the api down, a 500) is still a GraphQL error, and so is a personal
// access token used beyond its scopes (TOKEN_SCOPE): its holder is told, not shown nothing.
import { restCodeOf, restStatusOf } from '../rest/HttpError.ts';
import { toGraphQLError } from '../rest/errors.ts';

const REFUSALS = [400, 401, 403, 404];

export async function refusedAsNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    const refused = REFUSALS.includes(restStatusOf(error) ?? 0);
    if (refused && restCodeOf(error) !== 'TOKEN_SCOPE') return null;
    throw toGraphQLError(error);
  }
}
