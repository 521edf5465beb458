// Mutation fields of the assign-company page (dealer reviewers): the dealer form (REST POST
// company/saveDealer), assigning a user to a company (PUT company/assignCompany), rejecting a user
// (PUT company/rejectCompany), deleting a never-validated one (DELETE
// company/deleteUserNotValidate) and e-mailing the company form (POST user/send-company-email).
// The form's schema runs first (one userError per field, no call); ids of the wrong type are
// NOT_FOUND userErrors without a call; the api's refusals are userErrors by code with the api's
// message (the dealer form shows the server's), 403 a top-level FORBIDDEN.
import {
  COMPANY_CHOICES,
  dealerFormSchema,
  emptyDealerForm,
  type CompanyChoice,
} from '@canam/domain/forms/dealer';
import type { SaveDealerRequest } from '@canam/domain/rest/companies';
import type {
  CompanyChoice as GraphQLCompanyChoice,
  MutationResolvers,
  SaveDealerInput,
  UserError,
} from '../__generated__/resolvers-types.ts';
import { databaseIdOf, toGlobalId } from '../relay/ids.ts';
import { issuesAsUserErrors } from './accountErrors.ts';
import { notFoundError } from './offerErrors.ts';
import { peopleRefusal, requireLogin } from './peopleErrors.ts';

type DealerMutations = Pick<
  MutationResolvers,
  'saveDealer' | 'assignCompany' | 'rejectDealerUser' | 'deleteDealerUser' | 'sendCompanyFormEmail'
>;

const CHOICES: Record<GraphQLCompanyChoice, CompanyChoice> = {
  NEW: COMPANY_CHOICES[0],
  EXISTING: COMPANY_CHOICES[1],
};

/** The dealer form's fields (SaveDealerInput's names). */
const DEALER_FIELDS = ['userId', ...Object.keys(emptyDealerForm)];

/** The api's names of saveDealer's ids: its `id` is the user, a missing company the chosen one. */
const DEALER_RENAMED = { id: 'userId', companyId: 'existingCompanyId' };

const refusedDealer = (userErrors: UserError[]) => ({
  user: null,
  company: null,
  message: null,
  userErrors,
});
const refusedUser = (userErrors: UserError[]) => ({
  user: null,
  userEdge: null,
  invitationSent: null,
  userErrors,
});

/** The REST body of the dealer form, or its userErrors (form rules, ids of the wrong type). */
function dealerBody(input: SaveDealerInput): SaveDealerRequest | UserError[] {
  const { userId, companyChoice, ...fields } = input;
  const id = userId ? databaseIdOf(userId, 'User') : undefined;
  if (id === null) return notFoundError('userId', 'User');
  const parsed = dealerFormSchema.safeParse({
    ...fields,
    commercialName: fields.commercialName ?? '',
    companyChoice: CHOICES[companyChoice],
  });
  if (!parsed.success) return issuesAsUserErrors(parsed.error.issues);
  const { existingCompanyId, ...form } = parsed.data;
  const person = {
    id,
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    officePhoneNumber: form.officePhoneNumber,
    extension: form.extension,
    mobileNumber: form.mobileNumber,
  };
  if (form.companyChoice === 'existing') {
    // The form made sure there is one; the company's fields are not saved then.
    const companyId = databaseIdOf(existingCompanyId ?? '', 'Company');
    if (companyId === null) return notFoundError('existingCompanyId', 'Company');
    return { ...person, companyChoice: 'existing', existingCompanyId: companyId };
  }
  return {
    ...form,
    ...person,
    stateId: form.stateId ?? null,
    corporationType: form.corporationType ?? null,
  };
}

export const dealerMutations: DealerMutations = {
  async saveDealer(_root, { input }, { loaders, credentials }) {
    requireLogin(credentials);
    const body = dealerBody(input);
    if (Array.isArray(body)) return refusedDealer(body);
    try {
      const { message, user, company } = await loaders.dealerReview.saveDealer(body);
      return { user, company, message, userErrors: [] };
    } catch (error) {
      return refusedDealer(
        peopleRefusal(error, { fields: DEALER_FIELDS, renamed: DEALER_RENAMED, apiMessages: true }),
      );
    }
  },

  async assignCompany(_root, { input }, { loaders, credentials }) {
    requireLogin(credentials);
    const userId = databaseIdOf(input.userId, 'User');
    if (userId === null) return refusedUser(notFoundError('userId', 'User'));
    const companyId = databaseIdOf(input.companyId, 'Company');
    if (companyId === null) return refusedUser(notFoundError('companyId', 'Company'));
    try {
      const { user } = await loaders.dealerReview.assignCompany(userId, companyId);
      return { user, userEdge: null, invitationSent: null, userErrors: [] };
    } catch (error) {
      return refusedUser(peopleRefusal(error, { fields: ['userId', 'companyId'] }));
    }
  },

  async rejectDealerUser(_root, { input }, { loaders, credentials }) {
    requireLogin(credentials);
    const userId = databaseIdOf(input.userId, 'User');
    if (userId === null) return refusedUser(notFoundError('userId', 'User'));
    try {
      const { user } = await loaders.dealerReview.rejectUser(userId);
      return { user, userEdge: null, invitationSent: null, userErrors: [] };
    } catch (error) {
      return refusedUser(peopleRefusal(error, { fields: ['userId'] }));
    }
  },

  async deleteDealerUser(_root, { input }, { loaders, credentials }) {
    requireLogin(credentials);
    const userId = databaseIdOf(input.userId, 'User');
    if (userId === null)
      return { deletedUserId: null, userErrors: notFoundError('userId', 'User') };
    try {
      const { id } = await loaders.dealerReview.deleteUser(userId);
      return { deletedUserId: toGlobalId('User', id), userErrors: [] };
    } catch (error) {
      return { deletedUserId: null, userErrors: peopleRefusal(error, { fields: ['userId'] }) };
    }
  },

  // The REST call takes the row's e-mail (the api has no read of one user by id).
  async sendCompanyFormEmail(_root, { input }, { loaders, credentials }) {
    requireLogin(credentials);
    const userId = databaseIdOf(input.userId, 'User');
    if (userId === null) return { ok: false, userErrors: notFoundError('userId', 'User') };
    try {
      await loaders.dealerReview.sendCompanyEmail(userId);
      return { ok: true, userErrors: [] };
    } catch (error) {
      return { ok: false, userErrors: peopleRefusal(error, { fields: ['userId'] }) };
    }
  },
};
