// GET /api/user/list (the admin users pages: dealer reviewers), GET /api/user/agents (the agents
// page: agent managers) and GET /api/user/companyUsers (the client's users page: clients, their
// own company only). Each refuses everyone without its right, guests included, with 403 before
// any work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@canam/domain/rest/paged';
import {
  agentListQuery,
  listQuery,
  userAccountPage,
  userListQuery,
} from '@canam/domain/rest/users';
import { requireViewer } from '../../plugins/authentication.ts';
import { agentPage, companyUserPage, dealerUserPage } from '../../users/peopleLists.ts';

export const peopleListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/list',
    {
      schema: {
        tags: ['people'],
        summary:
          'Dealer users in review (pending), active or rejected, searched (dealer reviewers)',
        querystring: userListQuery,
        response: { 200: userAccountPage, ...errorResponses },
      },
    },
    (request) => dealerUserPage(app.db, request.query),
  );

  app.get(
    '/api/user/agents',
    {
      schema: {
        tags: ['people'],
        summary: 'Every agent, active or not, searched (agent managers)',
        querystring: agentListQuery,
        response: { 200: userAccountPage, ...errorResponses },
      },
    },
    (request) => agentPage(app.db, request.query),
  );

  app.get(
    '/api/user/companyUsers',
    {
      schema: {
        tags: ['people'],
        summary: "The users of the caller's own company, the caller included (clients)",
        querystring: listQuery,
        response: { 200: userAccountPage, ...errorResponses },
      },
    },
    (request) => companyUserPage(app.db, requireViewer(request), request.query),
  );
};
