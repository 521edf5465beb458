// The refusals of dealer review and assign-company (domain/src/rest/companies.ts), one place for
// their codes and texts.
import { COMPANY_MESSAGES_REST } from '@canam/domain/rest/companies';
import { ApiError, conflict, notFound } from '../errors.ts';

export const companyNotFound = () => notFound('COMPANY_NOT_FOUND', COMPANY_MESSAGES_REST.notFound);
export const userNotFound = () => notFound('USER_NOT_FOUND', COMPANY_MESSAGES_REST.userNotFound);
/** The user named is staff: only clients and buyers belong to dealer companies. */
export const notADealerUser = (field: string) =>
  new ApiError(400, 'NOT_A_DEALER_USER', COMPANY_MESSAGES_REST.notDealer, field);
export const alreadyRejected = () =>
  conflict('USER_ALREADY_REJECTED', COMPANY_MESSAGES_REST.alreadyRejected);
