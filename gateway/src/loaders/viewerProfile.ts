// The profile behind the request's access token (GET /api/user/profile), fetched at most once
// per request; null without a token. A token the api rejects fails with UNAUTHENTICATED.
// Every GraphQL request of a signed-in viewer needs it, and a page sends several at once: requests
// with the same credentials share the call while it is in flight (getShared), never afterwards.
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { RestClient } from '../rest/client.ts';
import { graphQLErrors } from '../rest/errors.ts';

export interface ViewerProfileLoader {
  load(): Promise<UserProfileDto | null>;
  /**
   * `use(profile)`, at once when the profile is already here (no promise: a page's cards ask it
   * for two fields each), else once it arrives.
   */
  with<T>(use: (profile: UserProfileDto | null) => T): T | Promise<T>;
  prime(profile: UserProfileDto): void;
}

export function createViewerProfileLoader(rest: RestClient): ViewerProfileLoader {
  let pending: Promise<UserProfileDto | null> | null = null;
  let settled: { profile: UserProfileDto | null } | null = null;
  const load = () => {
    if (!rest.credentials.accessToken) return Promise.resolve(null);
    if (!pending) {
      pending = graphQLErrors(() => rest.getShared<UserProfileDto>('/api/user/profile'));
      // A failure stays the promise's to report, to every field that awaits it.
      pending.then(
        (profile) => (settled = { profile }),
        () => {},
      );
    }
    return pending;
  };
  return {
    load,
    with(use) {
      if (!rest.credentials.accessToken) return use(null);
      if (settled) return use(settled.profile);
      return load().then(use);
    },
    prime(profile) {
      pending = Promise.resolve(profile);
      settled = { profile };
    },
  };
}
