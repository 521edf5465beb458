// What the negotiation routes and the event stream share: the change context (database, kind,
// event hub) and the secret the gateways present to read the event stream.
import type { EventHub } from '../events/hub.ts';
import type { ChangeContext } from '../events/transact.ts';

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeContext;
    eventHub: EventHub;
    eventsSecret: string;
  }
}

export {};
