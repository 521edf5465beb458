// The assign-company lists (specification 001, sections 2, 4 and 7): the Pre registration tab
// (listUserWithoutCompany), every tab by type (listCompanyAndPreCompany), the users of one company
// (listUserByCompany) and the dealer form's company search (listCompany: from 3 characters, at
// most 300). Dealer reviewers only: everyone else, guests included, gets 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companySearchQuery,
  companySearchResult,
  companyUsersQuery,
  dealerRegistrationQuery,
  userAccountPage,
} from '@canam/domain/rest/companies';
import { errorResponses } from '@canam/domain/rest/paged';
import { listQuery } from '@canam/domain/rest/users';
import {
  companyUserPage,
  dealerRegistrationPage,
  searchCompanies,
} from '../../companies/dealerLists.ts';

export const dealerListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/company/listUserWithoutCompany',
    {
      schema: {
        tags: ['company'],
        summary: 'Dealer users who signed up and have no company yet, newest first (reviewers)',
        querystring: listQuery,
        response: { 200: userAccountPage, ...errorResponses },
      },
    },
    (request) => dealerRegistrationPage(app.db, 'preRegistration', request.query),
  );

  app.get(
    '/api/company/listCompanyAndPreCompany',
    {
      schema: {
        tags: ['company'],
        summary: 'Dealer users of one assign-company tab, newest first (reviewers)',
        querystring: dealerRegistrationQuery,
        response: { 200: userAccountPage, ...errorResponses },
      },
    },
    (request) => dealerRegistrationPage(app.db, request.query.type, request.query),
  );

  app.get(
    '/api/company/listUserByCompany',
    {
      schema: {
        tags: ['company'],
        summary: 'The users of a company and those who registered it (reviewers)',
        querystring: companyUsersQuery,
        response: { 200: userAccountPage, ...errorResponses },
      },
    },
    (request) => companyUserPage(app.db, request.query.companyId, request.query),
  );

  app.get(
    '/api/company/listCompany',
    {
      schema: {
        tags: ['company'],
        summary: 'Companies by name, from 3 characters, at most 300 (reviewers)',
        querystring: companySearchQuery,
        response: { 200: companySearchResult, ...errorResponses },
      },
    },
    async (request) => ({ data: await searchCompanies(app.db, request.query.search) }),
  );
};
