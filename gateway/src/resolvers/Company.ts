// Company: a dealer company as the profile carries it; status codes 1/2/3 become the enum.
import { COMPANY_STATUS } from '@canam/domain/statuses';
import type { CompanyStatus, CompanyResolvers } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../relay/ids.ts';

export function companyStatusOf(code: number): CompanyStatus {
  if (code === COMPANY_STATUS.ACCEPTED) return 'ACCEPTED';
  if (code === COMPANY_STATUS.REJECTED) return 'REJECTED';
  return 'PENDING';
}

export const Company: CompanyResolvers = {
  id: (company) => toGlobalId('Company', company.id),
  databaseId: (company) => company.id,
  status: (company) => companyStatusOf(company.status),
};
