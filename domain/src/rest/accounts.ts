// REST contract of accounts and onboarding (specification 000 sections 2, 4, 5, 7, 8; 001 section
// 7): sign-up, registration link, company registration, forgot password, invitation, e-mail
// preference, US address pick, company status and the staff e-mail outbox. Errors are
// {statusCode, error, message} with the messages below. Request bodies are the form schemas of
// ../forms/ (signUp.ts, company.ts, password.ts), so the api refuses exactly what the forms refuse:
// a 400 carries their first message.
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { companyRegistrationSchema } from '../forms/company.ts';
import { passwordSchema } from '../forms/password.ts';
import { emailSchema, signUpRequestSchema } from '../forms/signUp.ts';
import { id, personName } from './fields.ts';
import { MAX_PAGE, databaseId, wholeNumber } from './ids.ts';
import { paged } from './paged.ts';
import { optionalParam } from './params.ts';

/** Messages the api answers and the browser shows (quoted by the specification). */
export const ACCOUNT_MESSAGES = {
  validEmail: 'valid email',
  /** The duplicate-email check's normal "taken" answer, with status 400. */
  invalidEmail: 'invalid email',
  userCreated: 'User created succesfully',
  linkExpired: 'This link has expired, please contact us to request a new one by email.',
  companyRegistered: 'Company successfully registered',
  emailNotFound: 'Email not found',
  emailNotSent: 'Email not sent',
  recoverPasswordSent: 'Recover password email sent',
  passwordChanged: 'Password changed successfully',
  passwordNotChanged: 'The password could not be changed',
  notificationsUpdated: 'Notifications updated',
  companyStatusUpdated: 'Company status updated',
  emailSent: 'Email sent',
  /** 429 of login, sign-up, forgot password and the e-mail check. */
  tooManyAttempts: 'Too many attempts, please try again later.',
} as const;

const companyStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** A link's token as the page read it: anything unusable answers the expired-link text. */
const token = z.string().max(500);
const messageOf = <T extends string>(message: T) => z.object({ message: z.literal(message) });

// POST /api/user/validate-repeat-email ------------------------------------------------------

/** A user id from a form: a number or its digits; empty means none. */
const optionalUserId = z.preprocess(
  (value: number | string | null | undefined) =>
    value === '' || value === null ? undefined : value,
  databaseId('userId').optional(),
);

/** userId is the user being edited: its own address counts as free. */
export const validateRepeatEmailBody = z.object({ email: emailSchema, userId: optionalUserId });
export type ValidateRepeatEmailRequest = z.input<typeof validateRepeatEmailBody>;
/** 200 {message: 'valid email'}; 400 {message: 'invalid email'} when taken. */
export const validateRepeatEmailResponse = messageOf(ACCOUNT_MESSAGES.validEmail);
export type ValidateRepeatEmailResponse = z.output<typeof validateRepeatEmailResponse>;

// POST /api/user/create (public sign-up; a guest may only create rolesId [3]) ----------------

export const signUpBody = signUpRequestSchema.meta({ id: 'SignUp' });
export type SignUpRequest = z.input<typeof signUpBody>;
export const createdUser = z.object({ id, ...personName.shape, email: z.string() });
export type CreatedUserDto = z.output<typeof createdUser>;
/** 200; 400 'invalid email' when the address is taken; 403 for another role; 429. */
export const signUpResponse = messageOf(ACCOUNT_MESSAGES.userCreated).extend({ user: createdUser });
export type SignUpResponse = z.output<typeof signUpResponse>;

// GET /api/user?registrationToken= -------------------------------------------------------

export const registrationUserQuery = z.object({ registrationToken: token.optional() });
/** The user of a valid registration (or invitation) link; 400 linkExpired otherwise. */
export const registrationUser = createdUser
  .extend({ fullName: z.string() })
  .meta({ id: 'RegistrationUser' });
export type RegistrationUserDto = z.output<typeof registrationUser>;

// POST /api/createPreRegisterCompany -----------------------------------------------------

export const companyRegistrationBody = companyRegistrationSchema.meta({
  id: 'CompanyRegistration',
});
export type CompanyRegistrationRequest = z.input<typeof companyRegistrationBody>;
const companyState = z.object({ id: z.number().int(), status: companyStatus });
/** 200; 400 linkExpired for an invalid, used or expired token (nothing changes). */
export const companyRegistrationResponse = messageOf(ACCOUNT_MESSAGES.companyRegistered).extend({
  company: companyState,
});
export type CompanyRegistrationResponse = z.output<typeof companyRegistrationResponse>;

// PUT /api/company {id, status} (staff: admin, super admin, reviewer) ---------------------

export const companyStatusBody = z.object({ id: databaseId('id'), status: companyStatus });
export type CompanyStatusRequest = z.input<typeof companyStatusBody>;
/** 200; accepting (1) makes the company the one of the users who registered it. 404, 403. */
export const companyStatusResponse = messageOf(ACCOUNT_MESSAGES.companyStatusUpdated).extend({
  company: companyState,
});
export type CompanyStatusResponse = z.output<typeof companyStatusResponse>;

// POST /api/forgotPassword, GET and PUT /api/setPassword/{token} ---------------------------

export const forgotPasswordBody = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordBody>;
/** 200; 404 'Email not found'; 502 'Email not sent'; 429. */
export const forgotPasswordResponse = messageOf(ACCOUNT_MESSAGES.recoverPasswordSent);
export type ForgotPasswordResponse = z.output<typeof forgotPasswordResponse>;

export const passwordTokenParams = z.object({ token });
/** GET /api/setPassword/{token}: 200 when the link can be used; 400 linkExpired otherwise. */
export const passwordLinkResponse = z.object({ valid: z.literal(true) });
export type PasswordLinkResponse = z.output<typeof passwordLinkResponse>;
export const setPasswordBody = z.object({ password: passwordSchema });
export type SetPasswordRequest = z.input<typeof setPasswordBody>;
/** PUT /api/setPassword/{token}: 200; 400 the first password rule, or linkExpired. */
export const passwordChangedResponse = messageOf(ACCOUNT_MESSAGES.passwordChanged);
export type SetPasswordResponse = z.output<typeof passwordChangedResponse>;

// PUT /api/user/completeRegistration (invited users) ---------------------------------------

export const completeRegistrationBody = z.object({
  registrationToken: token,
  password: passwordSchema,
});
export type CompleteRegistrationRequest = z.input<typeof completeRegistrationBody>;
export type CompleteRegistrationResponse = SetPasswordResponse;

// POST /api/user/send-company-email (staff: resend the company registration link) ----------

/** The user by its e-mail (as the specification sends it) or by its id (the back-office tables). */
export const sendCompanyEmailBody = z
  .object({ email: emailSchema.optional(), userId: databaseId('userId').optional() })
  .refine((body) => (body.email === undefined) !== (body.userId === undefined), {
    message: 'Give email or userId',
    path: ['email'],
  });
export type SendCompanyEmailRequest = z.input<typeof sendCompanyEmailBody>;
/** 200; 404 'Email not found'; 400 when the user already registered a company; 502. */
export const emailSentResponse = messageOf(ACCOUNT_MESSAGES.emailSent);
export type SendCompanyEmailResponse = z.output<typeof emailSentResponse>;

// GET /api/getUserNotificationValues, PUT /api/user/disable-notifications ------------------

export const notificationValuesQuery = z.object({ token: token.optional() });
/** Notification config of the specification. */
const notificationConfig = z.object({ id: z.number().int(), acceptEmail: z.boolean() });
export const notificationValues = notificationConfig.meta({ id: 'NotificationValues' });
export type NotificationValuesDto = z.output<typeof notificationValues>;
/**
 * {token}: toggles (or sets, with acceptEmail) the preference of the link's user, no login.
 * {id, acceptEmail?} with a bearer: the caller's own preference only (403 otherwise).
 */
export const disableNotificationsBody = z.object({
  token: token.optional(),
  id: databaseId('id').optional(),
  acceptEmail: z.boolean().optional(),
});
export type DisableNotificationsRequest = z.input<typeof disableNotificationsBody>;
export const disableNotificationsResponse = notificationConfig.extend(
  messageOf(ACCOUNT_MESSAGES.notificationsUpdated).shape,
);
export type DisableNotificationsResponse = z.output<typeof disableNotificationsResponse>;

// GET /api/address/zip/{zip}, GET /api/address/search?query= (public: the company form) -------

export const ADDRESS_MESSAGES = {
  zip: 'Enter a 5-digit US ZIP code.',
  zipNotFound: 'ZIP code not found',
} as const;

export const zipParams = z.object({
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, ADDRESS_MESSAGES.zip),
});

const place = z.object({
  zip: z.string(),
  city: z.string(),
  /** Two-letter code. */
  state: z.string(),
  /** us_state id, as stateId of the company form. */
  stateId: z.number().int(),
});
export const zipAddress = place.extend({ stateName: z.string() }).meta({ id: 'ZipAddress' });
export type ZipAddressDto = z.output<typeof zipAddress>;

export const addressSearchQuery = z.object({ query: z.string().max(100).default('') });
/** Up to 10, for a ZIP prefix or a "City, ST" prefix; label is "Albany, NY 12205". */
export const addressSuggestion = z
  .object({ label: z.string(), ...place.shape })
  .meta({ id: 'AddressSuggestion' });
export type AddressSuggestionDto = z.output<typeof addressSuggestion>;
export const addressSuggestions = z.array(addressSuggestion);

// GET /api/email-outbox (staff; only when e-mail is not sent by SMTP), newest first ---------

export const outboxQuery = z.object({
  page: optionalParam(wholeNumber('page', 1, MAX_PAGE)).transform((page) => page ?? 1),
  resourcesPerPage: optionalParam(wholeNumber('resourcesPerPage', 1, MAX_PAGE_SIZE)).transform(
    (size) => size ?? 10,
  ),
  /** Part of the recipient's address. */
  to: z.string().trim().max(255).optional(),
});

export const outboxMessage = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    /** The URLs found in the text, in order. */
    links: z.array(z.string()),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessageDto = z.output<typeof outboxMessage>;
export const outboxPage = paged(outboxMessage);
