// The loader factory: one fresh set per GraphQL request (or ws operation), bound to that
// request's REST client, so caches never leak between viewers.
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

export function createLoaders(rest: RestClient) {
  const vehicleById = createVehicleByIdLoader(rest);
  return {
    vehicleById,
    vehicleByVin: createVehicleByVinLoader(rest, vehicleById),
    publicVehicleById: createPublicVehicleByIdLoader(rest),
    vehiclePage: createVehiclePageLoader(rest, vehicleById),
    viewerProfile: createViewerProfileLoader(rest),
    vehicleFilters: createVehicleFiltersLoader(rest),
    agentList: createAgentListLoader(rest),
    offerNotificationCount: createOfferNotificationCountLoader(rest),
    session: createSessionActions(rest),
    contact: createContactActions(rest),
    accounts: createAccountActions(rest),
    registrationByToken: createRegistrationByTokenLoader(rest),
    passwordLinkByToken: createPasswordLinkByTokenLoader(rest),
    notificationValuesByToken: createNotificationValuesByTokenLoader(rest),
    addressSuggestionsByQuery: createAddressSuggestionsByQueryLoader(rest),
    sentEmailPage: createSentEmailPageLoader(rest),
    offerHistoryByVehicle: createOfferHistoryByVehicleLoader(rest),
    offerVehiclePage: createOfferVehiclePageLoader(rest, vehicleById),
    offerNotificationPage: createOfferNotificationPageLoader(rest),
    activeOfferCount: createActiveOfferCountLoader(rest),
    offers: createOfferActions(rest),
    vehicleTablePage: createVehicleTablePageLoader(rest),
    recordPages: createRecordPageLoaders(rest),
    vehicleRecords: createVehicleRecordActions(rest),
    vehicleAgent: createVehicleAgentActions(rest),
    vehicleIntake: createVehicleIntakeActions(rest),
    vehicleFiles: createVehicleFileActions(rest),
    vehicleIntakeLists: createVehicleIntakeLists(rest),
    userAccountPage: createUserAccountPageLoader(rest),
    companySearch: createCompanySearchLoader(rest),
    dealerCompanyById: createDealerCompanyByIdLoader(rest),
    dealerCompanyByUserId: createDealerCompanyByUserIdLoader(rest),
    companyVehiclePage: createCompanyVehiclePageLoader(rest),
    team: createTeamActions(rest),
    dealerReview: createDealerReviewActions(rest),
    accessTokens: createAccessTokenActions(rest),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
