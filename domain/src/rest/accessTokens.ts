// REST contract of personal access tokens (not in the original specification): GET, POST
// /api/access-tokens and DELETE /api/access-tokens/{id}. Only a session may call them, never a
// token; a token's secret is in the POST answer once and stored only as its hash.
import { z } from 'zod';
import {
  ACCESS_TOKEN_EXPIRY_DAYS,
  ACCESS_TOKEN_LIMITS,
  ACCESS_TOKEN_SCOPES,
} from '../accessTokens.ts';
import { id, isoDate } from './fields.ts';
import { databaseId } from './ids.ts';

export const ACCESS_TOKEN_MESSAGES = {
  nameRequired: 'Give the token a name.',
  nameTooLong: `The name may be at most ${ACCESS_TOKEN_LIMITS.nameMaxLength} characters.`,
  nameTaken: 'You already have an active token with this name.',
  scopesRequired: 'Choose at least one scope.',
  scopeNotAllowed: 'Your role may not give a token this scope.',
  expiryInvalid: `A token expires in ${ACCESS_TOKEN_EXPIRY_DAYS.join(', ')} days.`,
  limitReached: `You may hold at most ${ACCESS_TOKEN_LIMITS.activePerUser} active tokens; revoke one first.`,
  notFound: 'Access token not found',
  scopeRefused: 'This access token has no scope for this call.',
  rateLimited: 'Too many requests with this access token; try again shortly.',
} as const;

export const accessTokenScope = z.enum(ACCESS_TOKEN_SCOPES);

export const accessTokenDto = z
  .object({
    id,
    name: z.string(),
    scopes: z.array(accessTokenScope),
    tokenPrefix: z
      .string()
      .meta({ description: 'The start of the token (canam_pat_ and a few characters)' }),
    createdAt: isoDate,
    lastUsedAt: isoDate.nullable(),
    expiresAt: isoDate,
    revokedAt: isoDate.nullable(),
  })
  .meta({ id: 'AccessToken', description: 'A personal access token, never its secret' });
export type AccessTokenDto = z.output<typeof accessTokenDto>;

export const accessTokenList = z.object({ data: z.array(accessTokenDto) });

export const createAccessTokenBody = z.object({
  name: z
    .string({ error: ACCESS_TOKEN_MESSAGES.nameRequired })
    .trim()
    .min(1, ACCESS_TOKEN_MESSAGES.nameRequired)
    .max(ACCESS_TOKEN_LIMITS.nameMaxLength, ACCESS_TOKEN_MESSAGES.nameTooLong),
  scopes: z
    .array(accessTokenScope, { error: ACCESS_TOKEN_MESSAGES.scopesRequired })
    .min(1, ACCESS_TOKEN_MESSAGES.scopesRequired)
    .max(ACCESS_TOKEN_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  expiresInDays: z.literal(ACCESS_TOKEN_EXPIRY_DAYS, {
    error: ACCESS_TOKEN_MESSAGES.expiryInvalid,
  }),
});
export type CreateAccessTokenRequest = z.input<typeof createAccessTokenBody>;

export const createdAccessToken = z.object({
  accessToken: accessTokenDto,
  token: z.string().meta({ description: 'The secret, shown this once: canam_pat_…' }),
});
export type CreatedAccessTokenDto = z.output<typeof createdAccessToken>;

export const accessTokenParams = z.object({ id: databaseId('id') });

export const revokedAccessToken = z.object({ accessToken: accessTokenDto });
