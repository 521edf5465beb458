// The dealer reviewers' calls that change something (not cached): the assign-company actions
// (save a dealer, assign a company, reject or delete a user, e-mail the company form) and the
// admin users pages' company modals (edit, status, validations). They throw the REST client's
// HttpError as it is, so the mutations turn the api's refusals into userErrors.
import type { z } from 'zod';
import type {
  CompanyStatusRequest,
  CompanyStatusResponse,
  SendCompanyEmailResponse,
} from '@canam/domain/rest/accounts';
import type {
  CompanyAssignedResponse,
  CompanyEditRequest,
  CompanyUpdatedResponse,
  DealerSavedResponse,
  SaveDealerRequest,
  UserRejectedResponse,
  userDeleted,
  validationsBody,
  validationsUpdated,
} from '@canam/domain/rest/companies';
import type { RestClient } from '../rest/client.ts';

export type ValidationsRequest = z.input<typeof validationsBody>;

export interface DealerReviewActions {
  saveDealer(body: SaveDealerRequest): Promise<DealerSavedResponse>;
  assignCompany(userId: number, companyId: number): Promise<CompanyAssignedResponse>;
  rejectUser(userId: number): Promise<UserRejectedResponse>;
  deleteUser(userId: number): Promise<z.output<typeof userDeleted>>;
  /** A new link to the company form for this (pre-registered) user. */
  sendCompanyEmail(userId: number): Promise<SendCompanyEmailResponse>;
  updateCompany(body: CompanyEditRequest): Promise<CompanyUpdatedResponse>;
  setCompanyStatus(body: CompanyStatusRequest): Promise<CompanyStatusResponse>;
  setValidations(body: ValidationsRequest): Promise<z.output<typeof validationsUpdated>>;
}

export function createDealerReviewActions(rest: RestClient): DealerReviewActions {
  return {
    saveDealer: (body) => rest.post('/api/company/saveDealer', body),
    assignCompany: (userId, companyId) =>
      rest.put('/api/company/assignCompany', { userId, companyId }),
    rejectUser: (userId) => rest.put('/api/company/rejectCompany', { userId }),
    deleteUser: (userId) => rest.delete('/api/company/deleteUserNotValidate', { userId }),
    sendCompanyEmail: (userId) => rest.post('/api/user/send-company-email', { userId }),
    updateCompany: (body) => rest.put('/api/company', body),
    setCompanyStatus: (body) => rest.put('/api/company', body),
    setValidations: (body) => rest.put('/api/company/validations', body),
  };
}
