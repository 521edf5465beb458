// Server messages of the specification and the texts the browser shows for them (section 8).
import type { ErrorCode } from './rest/errors.ts';

export const LOGIN_ERROR_MESSAGES = {
  authenticationFailed: 'Authentication failed',
  companyNotActive: 'Company not active yet',
  companyRejected: 'Company has been rejected',
  userInactive: 'User Inactive',
} as const;

const REJECTED_TEXT =
  'Sorry, your company has been rejected. You don’t have access to this platform.';

/** What the login form shows for each of the api's login refusal codes (section 8). */
export const LOGIN_ERROR_TEXTS = {
  AUTHENTICATION_FAILED: 'Invalid login credentials.',
  COMPANY_NOT_ACTIVE: 'Company not active yet.',
  COMPANY_REJECTED: REJECTED_TEXT,
  USER_INACTIVE: 'User Inactive.',
} as const satisfies Partial<Record<ErrorCode, string>>;

/** The text shown for a login refusal, by its code (never its message); otherwise 'Warning'. */
export function loginErrorText(code: string | null | undefined): string {
  return (LOGIN_ERROR_TEXTS as Record<string, string>)[code ?? ''] ?? 'Warning';
}

export const TOASTS = {
  vehicleListFailed: 'Could not get the vehicle list',
  vehicleFailed: 'Could not get the vehicle ',
  logoutFailed: 'Error to logout',
} as const;
