// REST contract of the session calls: POST /api/login, /api/auth/checkToken, /api/auth/logout,
// and GET /api/user/profile (the profile of the bearer token's user).
import { z } from 'zod';
import { ROLE_NAMES } from '../roles.ts';
import { id, personName } from './fields.ts';

export const loginBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .email('This is a required field and must be a valid email.'),
  password: z.string().min(1, 'This is a required field.'),
  marketPlace: z.union([z.number(), z.string()]).optional(),
});
export type LoginRequest = z.input<typeof loginBody>;

export const checkTokenBody = z.object({ refreshToken: z.string().min(1) });

export const logoutBody = z.object({ refreshToken: z.string().optional() }).nullish();

const companySummary = z.object({
  id: z.number().int(),
  companyName: z.string().nullable(),
  commercialName: z.string().nullable(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type CompanySummaryDto = z.output<typeof companySummary>;

export const userProfile = z
  .object({
    id,
    ...personName.shape,
    email: z.string(),
    status: z.union([z.literal(0), z.literal(1)]),
    rolesId: z.array(z.number().int()),
    roles: z.array(z.object({ id: z.number().int(), name: z.enum(ROLE_NAMES) })),
    userDetails: z.object({
      extension: z.string().nullable(),
      mobileNumber: z.string().nullable(),
      officePhoneNumber: z.string().nullable(),
      acceptEmail: z.boolean(),
      acceptSms: z.boolean(),
      companiesId: z.number().int().nullable(),
      company: companySummary.nullable(),
    }),
  })
  .meta({ id: 'UserProfile' });
export type UserProfileDto = z.output<typeof userProfile>;

const tokenPair = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
});
export type TokenPairDto = z.output<typeof tokenPair>;

const session = z.object({ marketPlace: z.object({ id: z.number().int() }), user: userProfile });

/** 200 answer of POST /api/login. 400 answers carry the messages of errors.ts. */
export const loginResponse = z.object({ auth: tokenPair, ...session.shape });
export type LoginResponse = z.output<typeof loginResponse>;

/** 200 answer of POST /api/auth/checkToken {refreshToken}; 401 when the token is not valid. */
export const checkTokenResponse = z.object({ token: tokenPair, ...session.shape });
export type CheckTokenResponse = z.output<typeof checkTokenResponse>;

export const logoutResponse = z.object({ ok: z.boolean() });
