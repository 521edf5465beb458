// Mutation.createAccessToken and revokeAccessToken (REST POST /api/access-tokens and DELETE
// /api/access-tokens/{id}). The shared REST schema runs first (one userError per field, no call);
// the api's 400 and 404 refusals are userErrors with the api's code on the input's field; a
// guest, a token (TOKEN_SCOPE) or an unreachable api is a top-level error.
import { offsetToCursor } from '@canam/domain/cursors';
import { ACCESS_TOKEN_MESSAGES, createAccessTokenBody } from '@canam/domain/rest/accessTokens';
import type { MutationResolvers, UserError } from '../__generated__/resolvers-types.ts';
import { restCodeOf, restFieldOf, restMessageOf, restStatusOf } from '../rest/HttpError.ts';
import { toGraphQLError } from '../rest/errors.ts';
import { databaseIdOf } from '../relay/ids.ts';
import { restScopeOf } from './AccessToken.ts';
import { issuesAsUserErrors } from './accountErrors.ts';

const FIELDS = ['name', 'scopes', 'expiresInDays'];

/** The api's expected refusal as a userError on the input's field; anything else is thrown. */
function refusal(error: unknown, fallbackField: string | null): UserError[] {
  const status = restStatusOf(error);
  const code = restCodeOf(error);
  if ((status !== 400 && status !== 404) || !code) throw toGraphQLError(error);
  const field = restFieldOf(error)?.split('.')[0];
  return [
    {
      field: field && FIELDS.includes(field) ? field : fallbackField,
      message: restMessageOf(error),
      code,
    },
  ];
}

export const accessTokenMutations: Pick<
  MutationResolvers,
  'createAccessToken' | 'revokeAccessToken'
> = {
  async createAccessToken(_root, { input }, { loaders }) {
    const refused = (userErrors: UserError[]) => ({
      accessToken: null,
      accessTokenEdge: null,
      token: null,
      userErrors,
    });
    const body = { ...input, scopes: input.scopes.map(restScopeOf) };
    const checked = createAccessTokenBody.safeParse(body);
    if (!checked.success) {
      return refused(issuesAsUserErrors(checked.error.issues).map(onInputField));
    }
    try {
      const created = await loaders.accessTokens.create(checked.data);
      return {
        accessToken: created.accessToken,
        // The list is newest first: a new token is its first edge.
        accessTokenEdge: { cursor: offsetToCursor(0), node: created.accessToken },
        token: created.token,
        userErrors: [],
      };
    } catch (error) {
      return refused(refusal(error, 'name'));
    }
  },

  async revokeAccessToken(_root, { input }, { loaders }) {
    const id = databaseIdOf(input.id, 'AccessToken');
    const notFound = {
      field: 'id',
      message: ACCESS_TOKEN_MESSAGES.notFound,
      code: 'ACCESS_TOKEN_NOT_FOUND',
    };
    if (id === null) return { accessToken: null, userErrors: [notFound] };
    try {
      return { ...(await loaders.accessTokens.revoke(id)), userErrors: [] };
    } catch (error) {
      return { accessToken: null, userErrors: refusal(error, 'id') };
    }
  },
};

/** A schema issue on an item of scopes (scopes.0) belongs to the scopes field. */
function onInputField(error: UserError): UserError {
  return error.field && /^\d+$/.test(error.field) ? { ...error, field: 'scopes' } : error;
}
