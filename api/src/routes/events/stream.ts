// GET /api/events: the outbox as Server-Sent Events for the gateways, resuming after the
// Last-Event-ID header (or ?after=). New events are pushed when a commit wakes the hub, with a
// short poll as a safety net. Internal: the gate (plugins/routeAccess.ts) lets through only the
// gateways, which present the events secret.
// ?after=head starts at the newest event (announced as an `event: head` with its id, so the
// reader knows where it stands); ?after=X&until=Y is a bounded catch-up read that ends after Y.
import type { FastifyPluginAsync } from 'fastify';
import { headEventId, readEventsAfter, readEventsBetween } from '../../events/readEvents.ts';
import type { EventCursor } from '../../events/readEvents.ts';
import { invalidInput } from '../../errors.ts';

const POLL_MS = 2_000;
const KEEP_ALIVE_MS = 15_000;

export const eventStreamRoute: FastifyPluginAsync = async (app) => {
  // Open streams end as soon as the api starts closing (preClose: before the server waits for
  // its connections), so close() does not wait on them and gateways resume on another api.
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const stop of openStreams) stop();
  });

  app.get('/api/events', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as { after?: string; until?: string };
    const lastEventId = request.headers['last-event-id'];
    const fromHead = lastEventId === undefined && query.after === 'head';
    const from = fromHead ? await headEventId(app.db) : Number(lastEventId ?? query.after ?? 0);
    const cursor: EventCursor = {
      lastId: Number.isFinite(from) && from > 0 ? from : 0,
      gapSince: null,
    };
    const until = query.until === undefined ? null : Number(query.until);
    if (until !== null && !(Number.isInteger(until) && until >= 0))
      throw invalidInput('until', 'until');

    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
    });
    const write = (event: { id: number; type: string }) =>
      out.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);

    if (until !== null) {
      try {
        for (;;) {
          const events = await readEventsBetween(app.db, cursor.lastId, until);
          for (const event of events) write(event);
          if (events.length < 500) break;
          cursor.lastId = events.at(-1)!.id;
        }
        out.end();
      } catch (error) {
        // Cut, not ended: the reader must not take a failed read for the whole range.
        request.log.error(error, 'event catch-up read failed');
        out.destroy();
      }
      return;
    }
    out.write('retry: 1000\n\n');
    if (fromHead) write({ id: cursor.lastId, type: 'head' });

    let closed = false;
    let reading = false;
    let again = false;
    const push = async () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          const events = await readEventsAfter(app.db, cursor);
          for (const event of events) {
            if (closed) return;
            write(event);
          }
          if (events.length === 500) again = true;
        } while (again && !closed);
      } catch (error) {
        request.log.error(error, 'event stream read failed');
      } finally {
        reading = false;
      }
    };
    const unsubscribe = app.eventHub.subscribe(() => void push());
    const poll = setInterval(() => void push(), POLL_MS);
    const keepAlive = setInterval(() => out.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const stop = () => {
      if (closed) return;
      closed = true;
      openStreams.delete(stop);
      unsubscribe();
      clearInterval(poll);
      clearInterval(keepAlive);
      out.end();
    };
    openStreams.add(stop);
    request.raw.on('close', stop);
    void push();
  });
};
