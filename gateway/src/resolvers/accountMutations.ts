// Mutation fields of accounts and onboarding: sign-up (after the duplicate-email check), company
// registration, password reset, invitation and the e-mail preference. The shared form schemas
// are checked first (one userError per field, no REST call); the api's expected refusals become
// userErrors with codes (EMAIL_TAKEN, LINK_EXPIRED, EMAIL_NOT_FOUND, EMAIL_NOT_SENT, ...).
import { GraphQLError } from 'graphql';
import { companyFormSchema } from '@canam/domain/forms/company';
import { passwordSchema } from '@canam/domain/forms/password';
import {
  emailSchema,
  SIGN_UP_MESSAGES,
  SIGN_UP_ROLE_ID,
  signUpRequestSchema,
} from '@canam/domain/forms/signUp';
import type { MutationResolvers, UserError } from '../__generated__/resolvers-types.ts';
import { issuesAsUserErrors, refusedAsUserErrors } from './accountErrors.ts';

type AccountMutations = Pick<
  MutationResolvers,
  | 'signUp'
  | 'registerCompany'
  | 'requestPasswordReset'
  | 'resetPassword'
  | 'completeInvitation'
  | 'setEmailNotifications'
>;

// The form's fields the api's INVALID_INPUT refusals may name.
const PASSWORD_FIELDS = ['password'];
const SIGN_UP_FIELDS = ['email', 'password', 'extension', 'acceptEmail', 'acceptSms'];
const COMPANY_FIELDS = ['commercialName', 'billingContactEmail', 'corporationType'];

const done = { ok: true, userErrors: [] as UserError[] };
const failed = (userErrors: UserError[]) => ({ ok: false, userErrors });

export const accountMutations: AccountMutations = {
  async signUp(_root, { input }, { loaders }) {
    const parsed = signUpRequestSchema.safeParse({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      rolesId: [SIGN_UP_ROLE_ID],
      userDetails: {
        officePhoneNumber: input.officePhoneNumber,
        extension: input.extension ?? '',
        mobileNumber: input.mobileNumber ?? '',
        acceptEmail: input.acceptEmail,
        acceptSms: input.acceptSms,
      },
      password: input.password,
    });
    if (!parsed.success) return failed(issuesAsUserErrors(parsed.error.issues));
    try {
      // 'invalid email' (400) is the check's normal "taken" answer: stop before creating.
      await loaders.accounts.validateRepeatEmail(parsed.data.email);
      await loaders.accounts.signUp(parsed.data);
      return done;
    } catch (error) {
      return failed(
        refusedAsUserErrors(error, { statuses: [400, 403, 429], fields: SIGN_UP_FIELDS }),
      );
    }
  },

  async registerCompany(_root, { input }, { loaders }) {
    const { registrationToken, ...form } = input;
    const parsed = companyFormSchema.safeParse(form);
    if (!parsed.success) {
      return { company: null, userErrors: issuesAsUserErrors(parsed.error.issues) };
    }
    try {
      const { company } = await loaders.accounts.registerCompany({
        ...parsed.data,
        stateId: parsed.data.stateId ?? null,
        corporationType: parsed.data.corporationType ?? null,
        registrationToken,
      });
      return {
        company: {
          id: company.id,
          status: company.status,
          companyName: parsed.data.companyName || null,
          commercialName: parsed.data.commercialName,
        },
        userErrors: [],
      };
    } catch (error) {
      const userErrors = refusedAsUserErrors(error, {
        statuses: [400, 429],
        fields: COMPANY_FIELDS,
      });
      return { company: null, userErrors };
    }
  },

  async requestPasswordReset(_root, { input }, { loaders }) {
    const email = emailSchema.safeParse(input.email);
    if (!email.success) {
      return failed([{ field: 'email', message: SIGN_UP_MESSAGES.email, code: 'BAD_USER_INPUT' }]);
    }
    try {
      await loaders.accounts.forgotPassword(email.data);
      return done;
    } catch (error) {
      return failed(
        refusedAsUserErrors(error, {
          statuses: [400, 404, 429, 502],
          fields: ['email'],
          fieldByCode: { EMAIL_NOT_FOUND: 'email' },
        }),
      );
    }
  },

  async resetPassword(_root, { input }, { loaders }) {
    const password = passwordSchema.safeParse(input.password);
    if (!password.success) return failed(issuesAsUserErrors(password.error.issues).map(asPassword));
    try {
      await loaders.accounts.setPassword(input.token, password.data);
      return done;
    } catch (error) {
      return failed(refusedAsUserErrors(error, { statuses: [400, 404], fields: PASSWORD_FIELDS }));
    }
  },

  async completeInvitation(_root, { input }, { loaders }) {
    const password = passwordSchema.safeParse(input.password);
    if (!password.success) return failed(issuesAsUserErrors(password.error.issues).map(asPassword));
    try {
      await loaders.accounts.completeRegistration(input.token, password.data);
      return done;
    } catch (error) {
      return failed(refusedAsUserErrors(error, { statuses: [400, 404], fields: PASSWORD_FIELDS }));
    }
  },

  async setEmailNotifications(_root, { input }, { loaders }) {
    const token = input.token?.trim();
    let request;
    if (token) {
      request = { token, acceptEmail: input.acceptEmail };
    } else {
      const profile = await loaders.viewerProfile.load();
      if (!profile) {
        throw new GraphQLError('Log in to change your e-mail notifications', {
          extensions: { code: 'UNAUTHENTICATED' },
        });
      }
      request = { id: profile.id, acceptEmail: input.acceptEmail };
    }
    try {
      const values = await loaders.accounts.setNotifications(request);
      loaders.notificationValuesByToken.clear(token ?? '').prime(token ?? '', values);
      return { preference: values, userErrors: [] };
    } catch (error) {
      return { preference: null, userErrors: refusedAsUserErrors(error, { statuses: [400, 403] }) };
    }
  },
};

/** A bare password's issues belong to the form's `password` field. */
function asPassword(error: UserError): UserError {
  return { ...error, field: 'password' };
}
