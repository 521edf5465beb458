// A GET whose refusal (400, 401, 403, 404) means "nothing there" for the caller: null instead of
// an error. Anything else (the api down, a 500) is still a GraphQL error.
import { restStatusOf } from '../rest/HttpError.ts';
import { toGraphQLError } from '../rest/errors.ts';

const REFUSALS = [400, 401, 403, 404];

export async function refusedAsNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (REFUSALS.includes(restStatusOf(error) ?? 0)) return null;
    throw toGraphQLError(error);
  }
}
