// Accounts and onboarding: the bodies are the form schemas of domain/src/forms/ (signUp.ts,
// company.ts, password.ts), so the api refuses exactly what the forms refuse, with the same
// messages. Responses are checked against the contract types of domain/src/rest/accounts.ts.
import { z } from 'zod';
import { companyRegistrationSchema } from '@canam/domain/forms/company';
import { passwordSchema } from '@canam/domain/forms/password';
import { emailSchema, signUpRequestSchema } from '@canam/domain/forms/signUp';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import type {
  CompanyRegistrationRequest,
  CompanyRegistrationResponse,
  CompleteRegistrationRequest,
  ForgotPasswordRequest,
  SignUpRequest,
  CompanyStatusResponse,
  CreatedUserDto,
  DisableNotificationsResponse,
  NotificationValuesDto,
  RegistrationUserDto,
  SignUpResponse,
} from '@canam/domain/rest/accounts';
import type { Exactly } from './common.ts';
import { databaseId } from './ids.ts';

const companyStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** A link's token as the page read it: anything unusable answers the expired-link text. */
const token = z.string().max(500);

/** A user id from a form: a number or its digits; empty means none. */
const optionalUserId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  databaseId('userId').optional(),
);

export const validateRepeatEmailBody = z.object({ email: emailSchema, userId: optionalUserId });
export const validateRepeatEmailResponse = z.object({
  message: z.literal(ACCOUNT_MESSAGES.validEmail),
});

export const signUpBody = signUpRequestSchema.meta({ id: 'SignUp' });
export const createdUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export const signUpResponse = z.object({
  message: z.literal(ACCOUNT_MESSAGES.userCreated),
  user: createdUser,
});

export const registrationUserQuery = z.object({ registrationToken: token.optional() });
export const registrationUser = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    email: z.string(),
  })
  .meta({ id: 'RegistrationUser' });

export const companyRegistrationBody = companyRegistrationSchema.meta({
  id: 'CompanyRegistration',
});
const companyState = z.object({ id: z.number().int(), status: companyStatus });
export const companyRegistrationResponse = z.object({
  message: z.literal(ACCOUNT_MESSAGES.companyRegistered),
  company: companyState,
});

export const companyStatusBody = z.object({
  id: databaseId('id'),
  status: companyStatus,
});
export const companyStatusResponse = z.object({
  message: z.literal(ACCOUNT_MESSAGES.companyStatusUpdated),
  company: companyState,
});

export const forgotPasswordBody = z.object({ email: emailSchema });
export const forgotPasswordResponse = z.object({
  message: z.literal(ACCOUNT_MESSAGES.recoverPasswordSent),
});

export const passwordTokenParams = z.object({ token });
export const passwordLinkResponse = z.object({ valid: z.literal(true) });
export const setPasswordBody = z.object({ password: passwordSchema });
export const passwordChangedResponse = z.object({
  message: z.literal(ACCOUNT_MESSAGES.passwordChanged),
});
export const completeRegistrationBody = z.object({
  registrationToken: token,
  password: passwordSchema,
});

export const sendCompanyEmailBody = z.object({ email: emailSchema });
export const emailSentResponse = z.object({ message: z.literal(ACCOUNT_MESSAGES.emailSent) });

export const notificationValuesQuery = z.object({ token: token.optional() });
export const notificationValues = z
  .object({ id: z.number().int(), acceptEmail: z.boolean() })
  .meta({ id: 'NotificationValues' });
export const disableNotificationsBody = z.object({
  token: token.optional(),
  id: databaseId('id').optional(),
  acceptEmail: z.boolean().optional(),
});
export const disableNotificationsResponse = z.object({
  id: z.number().int(),
  acceptEmail: z.boolean(),
  message: z.literal(ACCOUNT_MESSAGES.notificationsUpdated),
});

export const contractChecks: [
  Exactly<z.input<typeof signUpBody>, SignUpRequest>,
  Exactly<z.input<typeof companyRegistrationBody>, CompanyRegistrationRequest>,
  Exactly<z.input<typeof completeRegistrationBody>, CompleteRegistrationRequest>,
  Exactly<z.input<typeof forgotPasswordBody>, ForgotPasswordRequest>,
  Exactly<z.infer<typeof createdUser>, CreatedUserDto>,
  Exactly<z.infer<typeof signUpResponse>, SignUpResponse>,
  Exactly<z.infer<typeof registrationUser>, RegistrationUserDto>,
  Exactly<z.infer<typeof companyRegistrationResponse>, CompanyRegistrationResponse>,
  Exactly<z.infer<typeof companyStatusResponse>, CompanyStatusResponse>,
  Exactly<z.infer<typeof notificationValues>, NotificationValuesDto>,
  Exactly<z.infer<typeof disableNotificationsResponse>, DisableNotificationsResponse>,
] = [true, true, true, true, true, true, true, true, true, true, true];
