// The viewer's profile loader: one call per request, and once it has answered, fields that need
// it get their answer at once instead of through a promise.
import { describe, expect, it } from 'vitest';
import type { UserProfileDto } from '@canam/domain/rest/auth';
import type { RestClient } from '../rest/client.ts';
import { HttpError } from '../rest/HttpError.ts';
import { createViewerProfileLoader } from './viewerProfile.ts';

const PROFILE = { id: 7, email: 'agent@canam.test' } as unknown as UserProfileDto;

/** A client whose profile call answers when the test says so (only getShared is used). */
function restWith(accessToken: string | null) {
  const calls: ((answer: UserProfileDto | Error) => void)[] = [];
  const rest = {
    credentials: { accessToken, marketPlaceId: '1' },
    getShared: () =>
      new Promise((resolve, reject) =>
        calls.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer))),
      ),
  } as unknown as RestClient;
  return { rest, calls };
}

describe('the viewer profile loader', () => {
  it('asks once, then answers fields at once with the profile it has', async () => {
    const { rest, calls } = restWith('token');
    const loader = createViewerProfileLoader(rest);
    const early = loader.with((profile) => profile?.id);
    expect(early).toBeInstanceOf(Promise);
    expect(loader.with((profile) => profile?.id)).toBeInstanceOf(Promise);
    expect(calls).toHaveLength(1);
    calls[0]!(PROFILE);
    expect(await early).toBe(7);
    expect(loader.with((profile) => profile?.id)).toBe(7);
    expect(await loader.load()).toBe(PROFILE);
    expect(calls).toHaveLength(1);
  });

  it('answers a guest with no profile and no call', () => {
    const { rest, calls } = restWith(null);
    expect(createViewerProfileLoader(rest).with((profile) => profile)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('fails every field that needs a profile the api refused, never answering them at once', async () => {
    const { rest, calls } = restWith('expired');
    const loader = createViewerProfileLoader(rest);
    const field = loader.with((profile) => profile?.id);
    calls[0]!(new HttpError(401, 'Unauthorized', {}));
    await expect(field).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    await expect(loader.with((profile) => profile?.id)).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
