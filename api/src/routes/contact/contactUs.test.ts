// POST /api/contact-us: validation with the form's messages, storing, the CRM webhook against a
// real local HTTP server (received, failing, silent), and the per-address rate limit.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@canam/domain/forms/contact';
import type { ContactLeadDto } from '@canam/domain/rest/contact';
import { createTestApi, type TestApi } from '../../testing/testApi.ts';

const VALID = {
  fullName: 'Dana Whitfield',
  email: 'Dana@GreatLakesAuto.test',
  phoneNumber: '(716) 555-0142',
  message: 'Do you have more pickups coming through Buffalo next month?',
};

/** A CRM stand-in: records what it receives and answers as told. */
function startCrm() {
  const received: ContactLeadDto[] = [];
  const state = { mode: 'ok' as 'ok' | 'fail' | 'silent' };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      if (state.mode === 'silent') return;
      res.writeHead(state.mode === 'ok' ? 201 : 500, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  return {
    received,
    state,
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

let address = 0;
/** Each test sends from its own address unless told, so the rate limit stays out of the way. */
function send(api: TestApi, payload: unknown, from = `203.0.113.${++address}`) {
  return api.app.inject({
    method: 'POST',
    url: '/api/contact-us',
    payload: payload as object,
    headers: { 'x-forwarded-for': from },
  });
}

const stored = (api: TestApi) =>
  api.database.db.selectFrom('contact_message').selectAll().orderBy('id').execute();

describe('without a CRM webhook', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api?.close());

  it.each([
    ['fullName', { ...VALID, fullName: 'D' }, CONTACT_MESSAGES.fullName],
    ['email', { ...VALID, email: 'dana@' }, CONTACT_MESSAGES.email],
    ['phoneNumber', { ...VALID, phoneNumber: '555-0142' }, CONTACT_MESSAGES.phoneNumber],
    ['phoneNumber', { ...VALID, phoneNumber: '+1 716 555 0142 99' }, CONTACT_MESSAGES.phoneNumber],
    ['message', { ...VALID, message: '  ' }, CONTACT_MESSAGES.message],
  ])('refuses a bad %s with 400 and its message, storing nothing', async (_f, body, message) => {
    const before = (await stored(api)).length;
    const response = await send(api, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await stored(api)).toHaveLength(before);
  });

  it('stores a valid message and answers the specification text', async () => {
    const response = await send(api, VALID);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Contact information sent' });
    const row = (await stored(api)).at(-1)!;
    expect(row).toMatchObject({
      full_name: 'Dana Whitfield',
      email: 'dana@greatlakesauto.test',
      phone_number: '(716) 555-0142',
      message: VALID.message,
      forwarded_at: null,
    });
  });

  it('allows 5 messages per address in 10 minutes, then answers 429', async () => {
    const from = '198.51.100.7';
    for (let n = 0; n < 5; n++) expect((await send(api, VALID, from)).statusCode).toBe(200);
    const refused = await send(api, VALID, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests, please try again later.');
    expect((await send(api, VALID, '198.51.100.8')).statusCode).toBe(200);
    // Attempts older than the window no longer count.
    await api.database.db
      .updateTable('auth_attempt')
      .set({ created_at: new Date(Date.now() - 11 * 60_000) })
      .where('subject', '=', from)
      .execute();
    expect((await send(api, VALID, from)).statusCode).toBe(200);
  });

  it('does not believe an address forwarded by a remote caller', async () => {
    const remote = (n: number) =>
      api.app.inject({
        method: 'POST',
        url: '/api/contact-us',
        payload: VALID,
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': `10.0.0.${n}` },
      });
    for (let n = 0; n < 5; n++) expect((await remote(n)).statusCode).toBe(200);
    expect((await remote(99)).statusCode).toBe(429);
  });
});

describe('with a CRM webhook', () => {
  const crm = startCrm();
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ crmWebhookUrl: await crm.listen() });
  });
  afterAll(async () => {
    await api?.close();
    await crm.close();
  });
  beforeEach(() => {
    crm.received.splice(0);
    crm.state.mode = 'ok';
  });

  it('posts the stored lead as JSON and marks it forwarded', async () => {
    expect((await send(api, VALID)).statusCode).toBe(200);
    const row = (await stored(api)).at(-1)!;
    expect(crm.received).toEqual([
      {
        id: row.id,
        fullName: 'Dana Whitfield',
        email: 'dana@greatlakesauto.test',
        phoneNumber: '(716) 555-0142',
        message: VALID.message,
        source: 'canam-marketplace',
        receivedAt: row.created_at.toISOString(),
      },
    ]);
    expect(row.forwarded_at).toBeInstanceOf(Date);
  });

  it('still answers 200 when the CRM fails, leaving the lead unforwarded', async () => {
    crm.state.mode = 'fail';
    const response = await send(api, VALID);
    expect(response.statusCode).toBe(200);
    expect(crm.received).toHaveLength(1);
    expect((await stored(api)).at(-1)!.forwarded_at).toBeNull();
  });

  it('gives up on a CRM that does not answer within the timeout', async () => {
    crm.state.mode = 'silent';
    const started = Date.now();
    const response = await send(api, VALID);
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(6_000);
    expect((await stored(api)).at(-1)!.forwarded_at).toBeNull();
  });

  it('forwards nothing for a refused message', async () => {
    expect((await send(api, { ...VALID, email: 'nope' })).statusCode).toBe(400);
    expect(crm.received).toEqual([]);
  });
});
