// Mutation fields of the admin users pages' company modals (dealer reviewers): the company form
// (REST PUT company with the "Company (edit)" body), the status set by Accept, Reject or Save
// (PUT company {id, status}) and the validation flags (PUT company/validations). Each answers the
// company as it is after the change with its whole record (GET company?id=, read anew), so Relay
// updates the Company the pages show. The form's schema runs first (no call); the api's refusals
// are userErrors by code, 403 a top-level FORBIDDEN.
import { companyEditFormSchema } from '@canam/domain/forms/companyReview';
import type { MutationResolvers, UserError } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { companyStatusCode } from '../models/company.ts';
import { databaseIdOf } from '../relay/ids.ts';
import { issuesAsUserErrors } from './accountErrors.ts';
import { notFoundError } from './offerErrors.ts';
import { peopleRefusal, requireLogin } from './peopleErrors.ts';

type CompanyMutations = Pick<
  MutationResolvers,
  'updateCompany' | 'setCompanyStatus' | 'setCompanyValidations'
>;

/** The edit body's names that the form calls otherwise. */
const EDIT_RENAMED = {
  id: 'companyId',
  fullName: 'commercialName',
  cityId: 'city',
  taxidOne: 'taxid',
};
const EDIT_FIELDS = ['companyId', ...Object.keys(companyEditFormSchema.shape)];
/** PUT company/validations calls the tax id flag taxid1. */
const VALIDATION_RENAMED = { taxid1: 'taxid' };
const VALIDATION_FIELDS = ['companyId', 'companyName', 'taxid', 'dealerLicense'];

const refused = (userErrors: UserError[]) => ({ company: null, userErrors });

/** A change of one company, answered with the company as it is after it. */
async function changeCompany(
  context: GatewayContext,
  companyGlobalId: string,
  change: (companyId: number) => Promise<unknown>,
  refusal: (error: unknown) => UserError[],
) {
  requireLogin(context.credentials);
  const companyId = databaseIdOf(companyGlobalId, 'Company');
  if (companyId === null) return refused(notFoundError('companyId', 'Company'));
  try {
    await change(companyId);
  } catch (error) {
    return refused(refusal(error));
  }
  const { loaders } = context;
  loaders.dealerCompanyById.clear(companyId);
  loaders.dealerCompanyByUserId.clearAll();
  return { company: await loaders.dealerCompanyById.load(companyId), userErrors: [] };
}

export const companyMutations: CompanyMutations = {
  async updateCompany(_root, { input }, context) {
    requireLogin(context.credentials);
    const { companyId, ...form } = input;
    const parsed = companyEditFormSchema.safeParse(form);
    if (!parsed.success) return refused(issuesAsUserErrors(parsed.error.issues));
    const { commercialName, city, taxid, ...same } = parsed.data;
    return changeCompany(
      context,
      companyId,
      (id) =>
        context.loaders.dealerReview.updateCompany({
          ...same,
          id,
          fullName: commercialName,
          cityId: city,
          taxidOne: taxid,
          stateId: same.stateId ?? null,
        }),
      (error) => peopleRefusal(error, { fields: EDIT_FIELDS, renamed: EDIT_RENAMED }),
    );
  },

  setCompanyStatus: (_root, { input }, context) =>
    changeCompany(
      context,
      input.companyId,
      (id) =>
        context.loaders.dealerReview.setCompanyStatus({
          id,
          status: companyStatusCode(input.status),
        }),
      (error) =>
        peopleRefusal(error, { fields: ['companyId', 'status'], renamed: { id: 'companyId' } }),
    ),

  setCompanyValidations: (_root, { input }, context) =>
    changeCompany(
      context,
      input.companyId,
      (companyId) =>
        context.loaders.dealerReview.setValidations({
          companyId,
          companyName: input.companyName,
          taxid1: input.taxid,
          dealerLicense: input.dealerLicense,
        }),
      (error) => peopleRefusal(error, { fields: VALIDATION_FIELDS, renamed: VALIDATION_RENAMED }),
    ),
};
