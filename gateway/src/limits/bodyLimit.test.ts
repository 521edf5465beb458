// The POST body limit (issue #8, finding 2: a 400 MB body was read whole): past maxBodyBytes the
// gateway answers 413 PAYLOAD_TOO_LARGE, calls nothing, and stops reading the body.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { GATEWAY_LIMITS } from './limits.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

/** A raw POST: its head, then only `sent` of the body; resolves once the gateway closes. */
function partialPost(head: string, sent: Buffer): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(gateway.port, '127.0.0.1');
    let answer = '';
    socket.on('error', reject);
    socket.on('data', (data) => (answer += data.toString('utf8')));
    // The gateway ends the connection without waiting for the rest of the body.
    socket.on('close', () => resolve({ answer, closed: true }));
    socket.write(head);
    socket.write(sent);
  });
}

describe('the body limit', () => {
  const oversized = JSON.stringify({
    query: '{ serverTime }',
    variables: { padding: 'x'.repeat(GATEWAY_LIMITS.maxBodyBytes) },
  });

  it('answers 413 PAYLOAD_TOO_LARGE to a body over the limit, without calling the api', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: oversized,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: `The request body is larger than ${GATEWAY_LIMITS.maxBodyBytes} bytes (the limit).`,
          extensions: { code: 'PAYLOAD_TOO_LARGE' },
        },
      ],
    });
    expect(api.calls).toEqual([]);
  });

  it('refuses a declared Content-Length over the limit before reading any of it', async () => {
    const { answer, closed } = await partialPost(
      'POST /graphql HTTP/1.1\r\nHost: gateway\r\ncontent-type: application/json\r\n' +
        'content-length: 400000000\r\n\r\n',
      Buffer.from('{"query":"'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('PAYLOAD_TOO_LARGE');
    expect(closed).toBe(true);
  });

  it('stops reading a chunked body once it passes the limit', async () => {
    const chunk = 'x'.repeat(GATEWAY_LIMITS.maxBodyBytes + 1);
    const { answer, closed } = await partialPost(
      'POST /graphql HTTP/1.1\r\nHost: gateway\r\ncontent-type: application/json\r\n' +
        'transfer-encoding: chunked\r\n\r\n',
      // One chunk over the limit and no final chunk: the body never ends.
      Buffer.from(`${chunk.length.toString(16)}\r\n${chunk}\r\n`),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(closed).toBe(true);
  });

  it('still answers a body within the limit', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer dealer-token' },
      body: JSON.stringify({ query: '{ serverTime }', variables: { padding: 'x'.repeat(90_000) } }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown }).data).toHaveProperty('serverTime');
  });
});
