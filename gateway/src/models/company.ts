// A company's status as the graph shows it: the api's status codes 1/2/3 become the enum.
import { COMPANY_STATUS } from '@canam/domain/statuses';
import type { CompanyStatus } from '../__generated__/resolvers-types.ts';

export function companyStatusOf(code: number): CompanyStatus {
  if (code === COMPANY_STATUS.ACCEPTED) return 'ACCEPTED';
  if (code === COMPANY_STATUS.REJECTED) return 'REJECTED';
  return 'PENDING';
}
