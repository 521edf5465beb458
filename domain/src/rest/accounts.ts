// REST contract of accounts and onboarding (specification 000 sections 2, 4, 5, 7, 8; 001 section
// 7): sign-up, registration link, company registration, forgot password, invitation, e-mail
// preference, US address pick, company status and the staff e-mail outbox. Errors are
// {statusCode, error, message} with the messages below. Request bodies are validated by the form
// schemas of ../forms/ (signUp.ts, company.ts, password.ts): a 400 carries their first message.
import type { CompanyStatusCode } from '../statuses.ts';

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

export interface MessageResponse {
  message: string;
}

// POST /api/user/validate-repeat-email ------------------------------------------------------

export interface ValidateRepeatEmailRequest {
  email: string;
  /** The user being edited: its own address counts as free. */
  userId?: number | string | null;
}

/** 200 {message: 'valid email'}; 400 {message: 'invalid email'} when taken. */
export interface ValidateRepeatEmailResponse {
  message: typeof ACCOUNT_MESSAGES.validEmail;
}

// POST /api/user/create (public sign-up) -------------------------------------------------

export interface SignUpRequest {
  firstName: string;
  lastName: string;
  email: string;
  /** Optional; a guest may only create [3]. */
  rolesId?: number[];
  userDetails: {
    officePhoneNumber: string;
    extension?: string | null;
    mobileNumber?: string | null;
    acceptEmail: boolean;
    acceptSms: boolean;
  };
  password: string;
}

export interface CreatedUserDto {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** 200; 400 'invalid email' when the address is taken; 403 for another role; 429. */
export interface SignUpResponse {
  message: typeof ACCOUNT_MESSAGES.userCreated;
  user: CreatedUserDto;
}

// GET /api/user?registrationToken= -------------------------------------------------------

/** The user of a valid registration (or invitation) link; 400 linkExpired otherwise. */
export interface RegistrationUserDto {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
}

// POST /api/createPreRegisterCompany -----------------------------------------------------

export interface CompanyRegistrationRequest {
  registrationToken: string;
  commercialName: string;
  companyName?: string | null;
  street?: string | null;
  addressLine2?: string | null;
  zip?: string | null;
  stateId?: number | null;
  city?: string | null;
  webSite?: string | null;
  gst?: string | null;
  qst?: string | null;
  corporationType?: 'NEQ' | 'BUSINESS_NUMBER' | null;
  corporationNumber?: string | null;
  taxid?: string | null;
  dealerLicense?: string | null;
  billingContactName?: string | null;
  billingContactEmail?: string | null;
  billingContactMobilePhone?: string | null;
}

/** 200; 400 linkExpired for an invalid, used or expired token (nothing changes). */
export interface CompanyRegistrationResponse {
  message: typeof ACCOUNT_MESSAGES.companyRegistered;
  company: { id: number; status: CompanyStatusCode };
}

// PUT /api/company {id, status} (staff: admin, super admin, reviewer) ---------------------

export interface CompanyStatusRequest {
  id: number;
  status: CompanyStatusCode;
}

/** 200; accepting (1) makes the company the one of the users who registered it. 404, 403. */
export interface CompanyStatusResponse {
  message: typeof ACCOUNT_MESSAGES.companyStatusUpdated;
  company: { id: number; status: CompanyStatusCode };
}

// POST /api/forgotPassword, GET and PUT /api/setPassword/{token} ---------------------------

export interface ForgotPasswordRequest {
  email: string;
}

/** 200; 404 'Email not found'; 502 'Email not sent'; 429. */
export interface ForgotPasswordResponse {
  message: typeof ACCOUNT_MESSAGES.recoverPasswordSent;
}

/** GET /api/setPassword/{token}: 200 when the link can be used; 400 linkExpired otherwise. */
export interface PasswordLinkResponse {
  valid: true;
}

export interface SetPasswordRequest {
  password: string;
}

/** PUT /api/setPassword/{token}: 200; 400 the first password rule, or linkExpired. */
export interface SetPasswordResponse {
  message: typeof ACCOUNT_MESSAGES.passwordChanged;
}

// PUT /api/user/completeRegistration (invited users) ---------------------------------------

export interface CompleteRegistrationRequest {
  registrationToken: string;
  password: string;
}

export type CompleteRegistrationResponse = SetPasswordResponse;

// POST /api/user/send-company-email (staff: resend the company registration link) ----------

export interface SendCompanyEmailRequest {
  email: string;
}

/** 200; 404 'Email not found'; 400 when the user already registered a company; 502. */
export interface SendCompanyEmailResponse {
  message: typeof ACCOUNT_MESSAGES.emailSent;
}

// GET /api/getUserNotificationValues, PUT /api/user/disable-notifications ------------------

/** Notification config of the specification. */
export interface NotificationValuesDto {
  id: number;
  acceptEmail: boolean;
}

/**
 * {token}: toggles (or sets, with acceptEmail) the preference of the link's user, no login.
 * {id, acceptEmail?} with a bearer: the caller's own preference only (403 otherwise).
 */
export interface DisableNotificationsRequest {
  token?: string;
  id?: number;
  acceptEmail?: boolean;
}

export interface DisableNotificationsResponse extends NotificationValuesDto {
  message: typeof ACCOUNT_MESSAGES.notificationsUpdated;
}

// GET /api/address/zip/{zip}, GET /api/address/search?query= -------------------------------

export interface ZipAddressDto {
  zip: string;
  city: string;
  /** Two-letter code. */
  state: string;
  /** us_state id, as stateId of the company form. */
  stateId: number;
  stateName: string;
}

/** Up to 10, for a ZIP prefix or a "City, ST" prefix. */
export interface AddressSuggestionDto {
  /** "Albany, NY 12205" */
  label: string;
  zip: string;
  city: string;
  state: string;
  stateId: number;
}

// GET /api/email-outbox (staff; only when e-mail is not sent by SMTP) -----------------------

export interface OutboxMessageDto {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The URLs found in the text, in order. */
  links: string[];
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}
