// The profile behind the request's access token (GET /api/user/profile), fetched at most once
// per request; null without a token. A token the api rejects fails with UNAUTHENTICATED.
// Every GraphQL request of a signed-in viewer needs it, and a page sends several at once: requests
// with the same credentials share the call while it is in flight (getShared), never afterwards.
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { RestClient } from '../rest/client.ts';
import { graphQLErrors } from '../rest/errors.ts';

export interface ViewerProfileLoader {
  load(): Promise<UserProfileDto | null>;
  prime(profile: UserProfileDto): void;
}

export function createViewerProfileLoader(rest: RestClient): ViewerProfileLoader {
  let pending: Promise<UserProfileDto | null> | null = null;
  return {
    load() {
      if (!rest.credentials.accessToken) return Promise.resolve(null);
      pending ??= graphQLErrors(() => rest.getShared<UserProfileDto>('/api/user/profile'));
      return pending;
    },
    prime(profile) {
      pending = Promise.resolve(profile);
    },
  };
}
