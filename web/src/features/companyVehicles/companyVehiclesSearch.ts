// The client vehicles table's state in the URL: ?search=&state=&user=&page=, so a reload, a shared
// link and back/forward show the same rows. Read through zod: anything malformed falls back to
// its default (all states, every user) instead of failing the page.
import { z } from 'zod';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import { CLIENT_VEHICLE_STATES, type ClientVehicleState } from '@canam/domain/rest/clientVehicles';
import type { CompanyVehiclesRouteQuery$variables } from '../../__generated__/CompanyVehiclesRouteQuery.graphql.ts';
import { listVariables, parseListSearch, type ListSearch } from '../../components/listSearch.ts';

export interface CompanyVehiclesSearch extends ListSearch {
  /** null: every state. */
  state: ClientVehicleState | null;
  /** Global id of one user of the company; '' for everyone. */
  user: string;
}

/** The state filter's choices, in the words the client reads. */
export const STATE_LABELS: Record<ClientVehicleState, string> = {
  waiting: 'Waiting for your answer',
  offered: 'Offer sent',
  expired: 'Expired',
  purchased: 'Purchased',
};

const stateSchema = z.enum(CLIENT_VEHICLE_STATES).nullable().catch(null);
/** A global id is short base64; anything else is no filter. */
const userSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9+/=_-]{1,100}$/)
  .catch('');

export function parseCompanyVehiclesSearch(params: URLSearchParams): CompanyVehiclesSearch {
  return {
    ...parseListSearch(params),
    state: stateSchema.parse(params.get('state')),
    user: userSchema.parse(params.get('user') ?? ''),
  };
}

const GRAPH_STATES = {
  waiting: 'WAITING',
  offered: 'OFFERED',
  expired: 'EXPIRED',
  purchased: 'PURCHASED',
} as const;

/** The table query's variables for the URL's state: ten rows a page. */
export function companyVehiclesVariables(
  state: CompanyVehiclesSearch,
): CompanyVehiclesRouteQuery$variables {
  return {
    ...listVariables(state, TABLE_PAGE_SIZE),
    state: state.state ? GRAPH_STATES[state.state] : null,
    userId: state.user || null,
  };
}
