// How the dealer review screens name a company's status and a dealer's stage.
import type { CompanyStatus } from '../../../__generated__/CompanyDetails_company.graphql.ts';

export const COMPANY_STATUS_LABELS: Record<CompanyStatus, string> = {
  ACCEPTED: 'Accepted',
  PENDING: 'Pending',
  REJECTED: 'Rejected',
  '%future added value': 'Unknown',
};

export const DEALER_STAGE_LABELS: Record<string, string> = {
  PRE_REGISTRATION: 'Pre registration',
  IN_REVIEW: 'In review',
  ACTIVE: 'Active',
  REJECTED: 'Rejected',
};

export const yesNo = (value: boolean | null | undefined): string | null =>
  value == null ? null : value ? 'Yes' : 'No';
