// Company: a dealer company as the profile carries it; status codes 1/2/3 become the enum.
import type { CompanyResolvers } from '../__generated__/resolvers-types.ts';
import { companyStatusOf } from '../models/company.ts';
import { toGlobalId } from '../relay/ids.ts';

export const Company: CompanyResolvers = {
  id: (company) => toGlobalId('Company', company.id),
  databaseId: (company) => company.id,
  status: (company) => companyStatusOf(company.status),
};
