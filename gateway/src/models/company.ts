// A company's status as the graph shows it: the api's status codes 1/2/3 and the enum, both ways.
import { COMPANY_STATUS, type CompanyStatusCode } from '@canam/domain/statuses';
import type { CompanyStatus } from '../__generated__/resolvers-types.ts';

export function companyStatusOf(code: number): CompanyStatus {
  if (code === COMPANY_STATUS.ACCEPTED) return 'ACCEPTED';
  if (code === COMPANY_STATUS.REJECTED) return 'REJECTED';
  return 'PENDING';
}

const STATUS_CODES: Record<CompanyStatus, CompanyStatusCode> = {
  ACCEPTED: COMPANY_STATUS.ACCEPTED,
  PENDING: COMPANY_STATUS.PENDING,
  REJECTED: COMPANY_STATUS.REJECTED,
};

/** The api's code of a status the graph names (PUT /api/company {id, status}). */
export function companyStatusCode(status: CompanyStatus): CompanyStatusCode {
  return STATUS_CODES[status];
}
