// GET /api/address/zip/{zip} and GET /api/address/search?query=: the US address pick of the
// company forms (ZIP, city and state filled read-only from the pick). Places come from the
// configured AddressProvider; states are matched to us_state for the form's stateId. Public: the
// company form is reached by an e-mailed link, without a login.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@canam/domain/rest/paged';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import {
  ADDRESS_MESSAGES,
  addressSearchQuery,
  addressSuggestions,
  zipAddress,
  zipParams,
} from '@canam/domain/rest/accounts';

export const SUGGESTION_LIMIT = 10;
/** Shorter queries answer nothing (too many places). */
export const SEARCH_MIN_LENGTH = 2;

async function statesByCode(db: Db): Promise<Map<string, { id: number; name: string }>> {
  const rows = await db.selectFrom('us_state').select(['id', 'code', 'name']).execute();
  return new Map(rows.map((row) => [row.code, { id: row.id, name: row.name }]));
}

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/address/zip/:zip',
    {
      schema: {
        tags: ['address'],
        summary: 'City and state of a US ZIP code',
        params: zipParams,
        response: { 200: zipAddress, ...errorResponses },
      },
    },
    async (request) => {
      const place = await app.accounts.addressProvider.byZip(request.params.zip.slice(0, 5));
      const state = place ? (await statesByCode(app.db)).get(place.state) : undefined;
      if (!place || !state) throw notFound('ZIP_NOT_FOUND', ADDRESS_MESSAGES.zipNotFound);
      return { ...place, stateId: state.id, stateName: state.name };
    },
  );

  app.get(
    '/api/address/search',
    {
      schema: {
        tags: ['address'],
        summary: 'US places for a ZIP prefix or a "City, ST" prefix (at most 10)',
        querystring: addressSearchQuery,
        response: { 200: addressSuggestions, ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query.query.trim();
      if (query.length < SEARCH_MIN_LENGTH) return [];
      // Places outside the states of us_state (territories, military) are left out.
      const places = await app.accounts.addressProvider.search(query, SUGGESTION_LIMIT * 3);
      const states = await statesByCode(app.db);
      return places
        .flatMap((place) => {
          const state = states.get(place.state);
          return state
            ? [{ label: `${place.city}, ${place.state} ${place.zip}`, ...place, stateId: state.id }]
            : [];
        })
        .slice(0, SUGGESTION_LIMIT);
    },
  );
};
