// GET /api/user?registrationToken=: who a registration (or invitation) link belongs to, for the
// 'Welcome {fullName}' heading; 400 with the expired-link text when it cannot be used. The staff
// user list of the back office (same path, filter parameters) comes in a later issue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@canam/domain/rest/paged';
import { registrationUser } from '../../accounts/companyRegistration.ts';
import { invalidInput } from '../../errors.ts';
import {
  registrationUser as registrationUserSchema,
  registrationUserQuery,
} from '@canam/domain/rest/accounts';

export const registrationUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    {
      schema: {
        tags: ['user'],
        summary: 'The user of a registration link',
        querystring: registrationUserQuery,
        response: { 200: registrationUserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { registrationToken } = request.query;
      if (registrationToken === undefined)
        throw invalidInput('registrationToken', 'registrationToken is required');
      return registrationUser(app.db, registrationToken);
    },
  );
};
