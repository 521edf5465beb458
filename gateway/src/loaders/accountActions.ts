// Account calls that change something (not cached): sign-up, company registration, password
// reset and invitation, e-mail preference. They throw the REST client's HttpError as it is, so
// the mutations turn the api's expected refusals into userErrors.
import type {
  CompanyRegistrationRequest,
  CompanyRegistrationResponse,
  CompleteRegistrationResponse,
  DisableNotificationsRequest,
  DisableNotificationsResponse,
  ForgotPasswordResponse,
  SetPasswordResponse,
  SignUpRequest,
  SignUpResponse,
  ValidateRepeatEmailResponse,
} from '@canam/domain/rest/accounts';
import type { RestClient } from '../rest/client.ts';

export interface AccountActions {
  /** `userId`: the user being edited, whose own address counts as free. */
  validateRepeatEmail(email: string, userId?: number): Promise<ValidateRepeatEmailResponse>;
  signUp(input: SignUpRequest): Promise<SignUpResponse>;
  registerCompany(input: CompanyRegistrationRequest): Promise<CompanyRegistrationResponse>;
  forgotPassword(email: string): Promise<ForgotPasswordResponse>;
  setPassword(token: string, password: string): Promise<SetPasswordResponse>;
  completeRegistration(token: string, password: string): Promise<CompleteRegistrationResponse>;
  setNotifications(input: DisableNotificationsRequest): Promise<DisableNotificationsResponse>;
}

const tokenPath = (token: string) => encodeURIComponent(token);

export function createAccountActions(rest: RestClient): AccountActions {
  return {
    validateRepeatEmail: (email, userId) =>
      rest.post('/api/user/validate-repeat-email', userId ? { email, userId } : { email }),
    // With a bearer the route creates team members; a sign-up is always a guest's.
    signUp: (input) => rest.postWith('/api/user/create', input, { asGuest: true }),
    registerCompany: (input) => rest.post('/api/createPreRegisterCompany', input),
    forgotPassword: (email) => rest.post('/api/forgotPassword', { email }),
    setPassword: (token, password) =>
      rest.put(`/api/setPassword/${tokenPath(token)}`, { password }),
    completeRegistration: (registrationToken, password) =>
      rest.put('/api/user/completeRegistration', { registrationToken, password }),
    setNotifications: (input) => rest.put('/api/user/disable-notifications', input),
  };
}
