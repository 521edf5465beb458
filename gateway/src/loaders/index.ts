// The loader factory: one fresh set per GraphQL request (or ws operation), bound to that
// request's REST client, so caches never leak between viewers. Each loader is made when the
// request first uses it: a request uses a few of the ~40, and a set made whole (~30 KB of
// closures and maps) lived as long as the request's wait on the api, long enough under load to
// survive the young generation and be collected only by full garbage collections.
import type { RestClient } from '../rest/client.ts';
import { createAccessTokenActions } from './accessTokens.ts';
import { createAccountActions } from './accountActions.ts';
import { createActiveOfferCountLoader } from './activeOfferCount.ts';
import { createAddressSuggestionsByQueryLoader } from './addressSuggestionsByQuery.ts';
import { createAgentListLoader } from './agentList.ts';
import { createCompanySearchLoader } from './companySearch.ts';
import { createCompanyVehiclePageLoader } from './companyVehiclePage.ts';
import { createContactActions } from './contact.ts';
import {
  createDealerCompanyByIdLoader,
  createDealerCompanyByUserIdLoader,
} from './dealerCompany.ts';
import { createDealerReviewActions } from './dealerReviewActions.ts';
import { createNotificationValuesByTokenLoader } from './notificationValuesByToken.ts';
import { createOfferActions } from './offerActions.ts';
import { createOfferHistoryByVehicleLoader } from './offerHistoryByVehicle.ts';
import { createOfferNotificationCountLoader } from './offerNotificationCount.ts';
import { createOfferNotificationPageLoader } from './offerNotificationPage.ts';
import { createOfferVehiclePageLoader } from './offerVehiclePage.ts';
import { createPasswordLinkByTokenLoader } from './passwordLinkByToken.ts';
import { createPublicVehicleByIdLoader } from './publicVehicleById.ts';
import { createRecordPageLoaders } from './recordPages.ts';
import { createRegistrationByTokenLoader } from './registrationByToken.ts';
import { createSentEmailPageLoader } from './sentEmailPage.ts';
import { createSessionActions } from './session.ts';
import { createTeamActions } from './teamActions.ts';
import { createUserAccountPageLoader } from './userAccountPage.ts';
import { createVehicleAgentActions } from './vehicleAgentActions.ts';
import { createVehicleByIdLoader } from './vehicleById.ts';
import { createVehicleByVinLoader } from './vehicleByVin.ts';
import { createVehicleFileActions } from './vehicleFileActions.ts';
import { createVehicleFiltersLoader } from './vehicleFilters.ts';
import { createVehicleIntakeActions } from './vehicleIntakeActions.ts';
import { createVehicleIntakeLists } from './vehicleIntakeLists.ts';
import { createVehiclePageLoader } from './vehiclePage.ts';
import { createVehicleRecordActions } from './vehicleRecordActions.ts';
import { createVehicleTablePageLoader } from './vehicleTablePage.ts';
import { createViewerProfileLoader } from './viewerProfile.ts';

/** What a loader may take from its request's other loaders. */
interface Shared {
  readonly vehicleById: ReturnType<typeof createVehicleByIdLoader>;
}

/**
 * How each loader is made: from the request's REST client and, for some, another loader. Every
 * factory is called with both; `satisfies` keeps one that takes other arguments out.
 */
const factories = {
  vehicleById: createVehicleByIdLoader,
  vehicleByVin: (rest: RestClient, loaders: Shared) =>
    createVehicleByVinLoader(rest, loaders.vehicleById),
  publicVehicleById: createPublicVehicleByIdLoader,
  vehiclePage: (rest: RestClient, loaders: Shared) =>
    createVehiclePageLoader(rest, loaders.vehicleById),
  viewerProfile: createViewerProfileLoader,
  vehicleFilters: createVehicleFiltersLoader,
  agentList: createAgentListLoader,
  offerNotificationCount: createOfferNotificationCountLoader,
  session: createSessionActions,
  contact: createContactActions,
  accounts: createAccountActions,
  registrationByToken: createRegistrationByTokenLoader,
  passwordLinkByToken: createPasswordLinkByTokenLoader,
  notificationValuesByToken: createNotificationValuesByTokenLoader,
  addressSuggestionsByQuery: createAddressSuggestionsByQueryLoader,
  sentEmailPage: createSentEmailPageLoader,
  offerHistoryByVehicle: createOfferHistoryByVehicleLoader,
  offerVehiclePage: (rest: RestClient, loaders: Shared) =>
    createOfferVehiclePageLoader(rest, loaders.vehicleById),
  offerNotificationPage: createOfferNotificationPageLoader,
  activeOfferCount: createActiveOfferCountLoader,
  offers: createOfferActions,
  vehicleTablePage: createVehicleTablePageLoader,
  recordPages: createRecordPageLoaders,
  vehicleRecords: createVehicleRecordActions,
  vehicleAgent: createVehicleAgentActions,
  vehicleIntake: createVehicleIntakeActions,
  vehicleFiles: createVehicleFileActions,
  vehicleIntakeLists: createVehicleIntakeLists,
  userAccountPage: createUserAccountPageLoader,
  companySearch: createCompanySearchLoader,
  dealerCompanyById: createDealerCompanyByIdLoader,
  dealerCompanyByUserId: createDealerCompanyByUserIdLoader,
  companyVehiclePage: createCompanyVehiclePageLoader,
  team: createTeamActions,
  dealerReview: createDealerReviewActions,
  accessTokens: createAccessTokenActions,
} satisfies Record<string, (rest: RestClient, loaders: Shared) => unknown>;

type Factories = typeof factories;
type LoaderName = keyof Factories;

export type Loaders = { readonly [K in LoaderName]: ReturnType<Factories[K]> };

/**
 * A request's loaders: each getter (on the prototype, defined once below) makes its loader on
 * first use and keeps it for the rest of the request.
 */
class RequestLoaders {
  readonly made: Partial<Record<LoaderName, unknown>> = {};
  constructor(readonly rest: RestClient) {}
}

for (const name of Object.keys(factories) as LoaderName[]) {
  const make = factories[name] as (rest: RestClient, loaders: Shared) => unknown;
  Object.defineProperty(RequestLoaders.prototype, name, {
    get(this: RequestLoaders) {
      return (this.made[name] ??= make(this.rest, this as unknown as Shared));
    },
  });
}

export function createLoaders(rest: RestClient): Loaders {
  return new RequestLoaders(rest) as unknown as Loaders;
}
