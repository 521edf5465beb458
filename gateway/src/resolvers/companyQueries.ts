// Query fields of dealer companies: the dealer form's company search (REST company/listCompany,
// from 3 characters, at most 300), a dealer user's company with its whole record (GET
// company?userId=) and the client vehicles table (client/vehicles, one call per page). A guest is
// refused without a call (UNAUTHENTICATED); anyone else the api refuses gets FORBIDDEN.
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import { COMPANY_LIMITS } from '@canam/domain/forms/company';
import { COMPANY_SEARCH_MIN_LENGTH } from '@canam/domain/forms/dealer';
import type { ClientVehicleState } from '@canam/domain/rest/clientVehicles';
import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { emptyPage } from '../models/people.ts';
import { connectionFromPage, pageRequestFor } from '../relay/connection.ts';
import { databaseIdOf } from '../relay/ids.ts';
import { COMPANY_VEHICLE_STATES } from './CompanyVehicle.ts';
import { requireLogin } from './peopleErrors.ts';

type CompanyQueries = Pick<QueryResolvers, 'companySearch' | 'dealerCompany' | 'companyVehicles'>;

/** No company name is longer: a longer text finds nothing (no call). */
const MAX_SEARCH = Math.max(COMPANY_LIMITS.companyName, COMPANY_LIMITS.commercialName);

const STATES = Object.fromEntries(
  Object.entries(COMPANY_VEHICLE_STATES).map(([rest, graph]) => [graph, rest]),
) as Record<string, ClientVehicleState>;

export const companyQueries: CompanyQueries = {
  async companySearch(_root, { search }, { loaders, credentials }) {
    requireLogin(credentials);
    const text = search.trim();
    if (text.length < COMPANY_SEARCH_MIN_LENGTH || text.length > MAX_SEARCH) return [];
    return loaders.companySearch.load(text);
  },

  // An id that is no User's names nobody: null without a call.
  async dealerCompany(_root, { userId }, { loaders, credentials }) {
    requireLogin(credentials);
    const id = databaseIdOf(userId, 'User');
    return id === null ? null : loaders.dealerCompanyByUserId.load(id);
  },

  async companyVehicles(_root, { search, state, userId, first, after }, context) {
    requireLogin(context.credentials);
    const request = pageRequestFor(first, after, TABLE_PAGE_SIZE);
    // A user filter that is no User's id matches no row: an empty table, no call.
    const user = userId ? databaseIdOf(userId, 'User') : undefined;
    if (user === null) return emptyPage(request);
    const page = await context.loaders.companyVehiclePage.load({
      search: search?.trim() || undefined,
      state: state ? STATES[state] : undefined,
      userId: user,
      page: request.page,
      resourcesPerPage: request.pageSize,
    });
    return connectionFromPage(page, request);
  },
};
