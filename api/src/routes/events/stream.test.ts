// GET /api/events: the outbox as Server-Sent Events, pushed on commit and resumable by id.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshVehicleOnSale, post } from '../../testing/offers.ts';
import { logIn } from '../../testing/session.ts';
import { createTestApi, type TestApi } from '../../testing/testApi.ts';

let api: TestApi;
let base: string;
let buyerToken: string;

beforeAll(async () => {
  api = await createTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  buyerToken = (await logIn(api.app, 'buyer@canam.test')).auth.accessToken;
});
afterAll(() => api?.close());

interface Received {
  id: number;
  type: string;
  vehicleId: number | null;
}

/** Opens the stream and collects events until `until` says stop (or the time runs out). */
async function collect(
  headers: Record<string, string>,
  until: (events: Received[]) => boolean,
  timeoutMs = 8_000,
): Promise<Received[]> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  const events: Received[] = [];
  try {
    const response = await fetch(`${base}/api/events`, {
      headers: { 'x-events-secret': api.app.eventsSecret, ...headers },
      signal: abort.signal,
    });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body!) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) events.push(JSON.parse(data.slice(6)));
      }
      if (until(events)) break;
    }
  } catch (error) {
    if (!abort.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
  return events;
}

async function lastEventId(): Promise<number> {
  const row = await api.database.db
    .selectFrom('event')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

describe('GET /api/events', () => {
  it('refuses a caller without the events secret', async () => {
    const response = await fetch(`${base}/api/events`, { headers: { 'x-events-secret': 'wrong' } });
    expect(response.status).toBe(403);
  });

  it('pushes the events of a change as it commits, and resumes after Last-Event-ID', async () => {
    const start = await lastEventId();
    const vehicle = await freshVehicleOnSale(api.database.db, 'agent@canam.test');
    const live = collect({ 'last-event-id': String(start) }, (events) =>
      events.some((event) => event.type === 'offer.made' && event.vehicleId === vehicle),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const made = await post(api.app, '/api/vehicle/offer', buyerToken, {
      vehiclesId: vehicle,
      offerPrice: '12345',
    });
    expect(made.statusCode).toBe(200);
    const received = await live;
    const offerEvent = received.find((event) => event.type === 'offer.made');
    expect(offerEvent?.vehicleId).toBe(vehicle);
    expect(received.map((event) => event.id)).toEqual(
      [...received.map((event) => event.id)].sort((a, b) => a - b),
    );

    // a reader that was away since `start` gets the same events again, in order, nothing lost
    const resumed = await collect({ 'last-event-id': String(start) }, (events) =>
      events.some((event) => event.id >= offerEvent!.id),
    );
    expect(resumed.map((event) => event.id).slice(0, received.length)).toEqual(
      received.map((event) => event.id),
    );
    // and one that saw the offer event only gets what came after it
    const after = await collect({ 'last-event-id': String(offerEvent!.id) }, () => false, 1_500);
    expect(after.every((event) => event.id > offerEvent!.id)).toBe(true);
  });

  it('starts at the newest event with ?after=head, announced as a head event', async () => {
    const start = await lastEventId();
    const response = await fetch(`${base}/api/events?after=head`, {
      headers: { 'x-events-secret': api.app.eventsSecret },
    });
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('event: head')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    await reader.cancel();
    expect(text).toContain(`id: ${start}\nevent: head\n`);
  });

  it('answers ?after=X&until=Y with exactly the events between, then ends', async () => {
    const start = await lastEventId();
    // each sale writes the sold event and a notification for the owner (the buyer is not told of
    // its own step): two sales give enough events to leave some out at both ends
    for (let sale = 0; sale < 2; sale += 1) {
      const vehicle = await freshVehicleOnSale(api.database.db, 'agent@canam.test', 1);
      const sold = await post(api.app, '/api/vehicle/buy', buyerToken, { vehiclesId: vehicle });
      expect(sold.statusCode).toBe(200);
    }
    const end = await lastEventId();
    expect(end).toBeGreaterThanOrEqual(start + 4);
    // text() resolves only when the api ends the answer
    const response = await fetch(`${base}/api/events?after=${start + 1}&until=${end - 1}`, {
      headers: { 'x-events-secret': api.app.eventsSecret },
    });
    const ids = [...(await response.text()).matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(ids).toEqual(Array.from({ length: end - start - 2 }, (_, index) => start + 2 + index));
  });
});
