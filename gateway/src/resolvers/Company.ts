// Company: a dealer company as a profile or a user row names it (names and status), or the whole
// dealer record (GET /api/company), which only dealer reviewers ever receive: its other fields are
// null for any other model. `users` are for dealer reviewers only: anyone else gets an empty
// connection without a call.
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import { rightsOf } from '@canam/domain/permissions';
import type { DealerRecordDto } from '@canam/domain/rest/companies';
import type { CompanyResolvers } from '../__generated__/resolvers-types.ts';
import type { CompanyModel } from '../models.ts';
import { companyStatusOf } from '../models/company.ts';
import { emptyPage, userPageParams } from '../models/people.ts';
import { rolesOf } from '../models/viewer.ts';
import { connectionFromPage, pageRequestFor } from '../relay/connection.ts';
import { toGlobalId } from '../relay/ids.ts';

const isRecord = (company: CompanyModel): company is DealerRecordDto => 'validations' in company;

/** A field of the dealer record; null for a company known only by its names. */
const recordField =
  <T>(read: (record: DealerRecordDto) => T) =>
  (company: CompanyModel): T | null =>
    isRecord(company) ? read(company) : null;

export const Company: CompanyResolvers = {
  id: (company) => toGlobalId('Company', company.id),
  databaseId: (company) => company.id,
  status: (company) => companyStatusOf(company.status),
  companyCode: recordField((record) => record.companyId),
  street: recordField((record) => record.street),
  addressLine2: recordField((record) => record.addressLine2),
  zip: recordField((record) => record.zip),
  state: recordField((record) => record.state),
  stateId: recordField((record) => (record.stateId === null ? null : String(record.stateId))),
  city: recordField((record) => record.city),
  webSite: recordField((record) => record.webSite),
  gst: recordField((record) => record.gstHst),
  qst: recordField((record) => record.qst),
  corporationType: recordField((record) => record.corporationType),
  corporationNumber: recordField((record) => record.corporationNumber),
  taxid: recordField((record) => record.taxid),
  dealerLicense: recordField((record) => record.dealerLicense),
  billingContactName: recordField((record) => record.billingContactName),
  billingContactEmail: recordField((record) => record.billingContactEmail),
  billingContactMobilePhone: recordField((record) => record.billingContactMobilePhone),
  secondaryEmail: recordField((record) => record.secondaryEmail),
  secondaryMobileNumber: recordField((record) => record.secondaryMobileNumber),
  faxNumber: recordField((record) => record.faxNumber),
  officePhoneNumber: recordField((record) => record.officePhoneNumber),
  auctionAccessNumber: recordField((record) => record.auctionAccessNumber),
  toBeDelivered: recordField((record) => record.toBeDelivered === 1),
  validations: recordField((record) => record.validations),
  client: recordField((record) => record.user),
  userCount: recordField((record) => record.userCount),
  createdAt: recordField((record) => record.createdAt),
  // REST company/listUserByCompany, one call per page and request.
  async users(company, { search, first, after }, { loaders }) {
    const request = pageRequestFor(first, after, TABLE_PAGE_SIZE);
    const profile = await loaders.viewerProfile.load();
    if (!rightsOf(rolesOf(profile)).reviewsDealers) return emptyPage(request);
    const page = await loaders.userAccountPage.load({
      path: '/api/company/listUserByCompany',
      params: { companyId: company.id, ...userPageParams(search, request) },
    });
    return connectionFromPage(page, request);
  },
};
