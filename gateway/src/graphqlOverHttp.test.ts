// The GraphQL over HTTP audit of graphql-http against the gateway's real HTTP endpoint: no
// warning and no error (notices, the MAY audits, are allowed: GET without a preflight header is
// refused by Apollo's CSRF prevention on purpose).
import { auditServer } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { useFakeStack } from './testing/useFakeStack.ts';

const { gateway } = useFakeStack();

describe('GraphQL over HTTP', () => {
  it('passes the graphql-http audit without warnings or errors', async () => {
    // A token holder's requests: a guest may send only persisted documents (limits/resolveDocument.ts).
    const results = await auditServer({
      url: `${gateway.url}/graphql`,
      fetchFn: (input: Parameters<typeof fetch>[0], init: RequestInit = {}) => {
        const headers = new Headers(init.headers);
        headers.set('authorization', 'Bearer dealer-token');
        return fetch(input, { ...init, headers });
      },
    });
    expect(results.length).toBeGreaterThan(50);
    const failed = results
      .filter((result) => result.status === 'warn' || result.status === 'error')
      .map((result) => `${result.id} ${result.name}`);
    expect(failed, `failing audits:\n${failed.join('\n')}`).toEqual([]);
  });
});
