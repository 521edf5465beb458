// Session calls: POST /api/login, /api/auth/checkToken, /api/auth/logout, GET /api/user/profile.
import { z } from 'zod';
import { ROLE_NAMES } from '@canam/domain/roles';
import type { CheckTokenResponse, LoginResponse, UserProfileDto } from '@canam/domain/rest/auth';
import type { Exactly } from './common.ts';

export const loginBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .email('This is a required field and must be a valid email.'),
  password: z.string().min(1, 'This is a required field.'),
  marketPlace: z.union([z.number(), z.string()]).optional(),
});

export const checkTokenBody = z.object({ refreshToken: z.string().min(1) });

export const logoutBody = z.object({ refreshToken: z.string().optional() }).nullish();

const companySummary = z.object({
  id: z.number().int(),
  companyName: z.string().nullable(),
  commercialName: z.string().nullable(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});

export const userProfile = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
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

const tokenPair = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
});

export const loginResponse = z.object({
  auth: tokenPair,
  marketPlace: z.object({ id: z.number().int() }),
  user: userProfile,
});

export const checkTokenResponse = z.object({
  token: tokenPair,
  marketPlace: z.object({ id: z.number().int() }),
  user: userProfile,
});

export const logoutResponse = z.object({ ok: z.boolean() });

// The schemas describe exactly the contract types the gateway reads.
export const contractChecks: [
  Exactly<z.infer<typeof userProfile>, UserProfileDto>,
  Exactly<z.infer<typeof loginResponse>, LoginResponse>,
  Exactly<z.infer<typeof checkTokenResponse>, CheckTokenResponse>,
] = [true, true, true];
