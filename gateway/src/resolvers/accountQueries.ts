// Query fields of accounts and onboarding: what the pages of e-mail links read (the person of a
// registration link, whether a reset or invitation link works, the e-mail preference), the US
// address pick and the staff outbox. A refused link is null / invalid, never an error.
import { rightsOf } from '@canam/domain/permissions';
import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { connectionFromPage, pageRequestFor } from '../relay/connection.ts';
import { rolesOf } from '../models/viewer.ts';

type AccountQueries = Pick<
  QueryResolvers,
  | 'registration'
  | 'passwordResetLink'
  | 'invitationLink'
  | 'notificationPreference'
  | 'addressSuggestions'
  | 'sentEmails'
>;

/** The address pick searches from this many characters on. */
const MIN_ADDRESS_QUERY = 2;
const SENT_EMAILS_PAGE_SIZE = 20;

const clean = (token: string) => token.trim();

export const accountQueries: AccountQueries = {
  registration: (_root, { token }, { loaders }) =>
    clean(token) ? loaders.registrationByToken.load(clean(token)) : null,

  async passwordResetLink(_root, { token }, { loaders }) {
    return { valid: clean(token) ? await loaders.passwordLinkByToken.load(clean(token)) : false };
  },

  // Invitation links are registration tokens of invited users (GET /api/user?registrationToken=).
  async invitationLink(_root, { token }, { loaders }) {
    const user = clean(token) ? await loaders.registrationByToken.load(clean(token)) : null;
    return { valid: user !== null };
  },

  notificationPreference: (_root, { token }, { loaders }) =>
    loaders.notificationValuesByToken.load(token?.trim() ?? ''),

  async addressSuggestions(_root, { query }, { loaders }) {
    const text = query.trim();
    return text.length < MIN_ADDRESS_QUERY ? [] : loaders.addressSuggestionsByQuery.load(text);
  },

  // Super admins only (the outbox holds password-reset links): everyone else, and a refusal (no
  // outbox while e-mail goes out by SMTP), get an empty connection.
  async sentEmails(_root, { first, after }, { loaders }) {
    const request = pageRequestFor(first, after, SENT_EMAILS_PAGE_SIZE);
    const empty = { data: [], currentPage: request.page, total: 0, perPage: request.pageSize };
    if (!rightsOf(rolesOf(await loaders.viewerProfile.load())).readsMailOutbox) {
      return connectionFromPage(empty, request);
    }
    const key = { page: request.page, pageSize: request.pageSize };
    return connectionFromPage((await loaders.sentEmailPage.load(key)) ?? empty, request);
  },
};
