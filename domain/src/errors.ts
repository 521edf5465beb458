// Server messages of the specification and the texts the browser shows for them (section 8).
export const LOGIN_ERROR_MESSAGES = {
  authenticationFailed: 'Authentication failed',
  companyNotActive: 'Company not active yet',
  companyRejected: 'Company has been rejected',
  userInactive: 'User Inactive',
  companyRejectedOrNotValidated: 'The company has been rejected or not validated',
} as const;

const REJECTED_TEXT =
  'Sorry, your company has been rejected. You don’t have access to this platform.';

const LOGIN_ERROR_TEXTS: Record<string, string> = {
  [LOGIN_ERROR_MESSAGES.authenticationFailed]: 'Invalid login credentials.',
  [LOGIN_ERROR_MESSAGES.companyNotActive]: 'Company not active yet.',
  [LOGIN_ERROR_MESSAGES.companyRejected]: REJECTED_TEXT,
  [LOGIN_ERROR_MESSAGES.userInactive]: 'User Inactive.',
  [LOGIN_ERROR_MESSAGES.companyRejectedOrNotValidated]: REJECTED_TEXT,
};

/** The text shown for a login failure message from the server; otherwise the generic 'Warning'. */
export function loginErrorText(serverMessage: string): string {
  return LOGIN_ERROR_TEXTS[serverMessage] ?? 'Warning';
}

export const TOASTS = {
  vehicleListFailed: 'Could not get the vehicle list',
  vehicleFailed: 'Could not get the vehicle ',
  logoutFailed: 'Error to logout',
} as const;
