// Holds back a page's graphql-ws subscribe messages of one operation until released, as a slow
// socket would: what happens meanwhile is missed unless the page subscribes after its query's
// live cursor. Every other message goes through as it is sent.
import type { Page } from 'playwright-core';
import { GRAPHQL_PATH } from '../../web/src/relay/fetchGraphQL.ts';

export interface HeldSubscriptions {
  /** How many subscribe messages are waiting. */
  waiting(): number;
  /** Sends the waiting messages, in order, and lets every later one through. */
  release(): void;
}

function subscribes(message: string | Buffer, operationName: string): boolean {
  if (typeof message !== 'string') return false;
  try {
    const parsed = JSON.parse(message) as { type?: string; payload?: { operationName?: string } };
    return parsed.type === 'subscribe' && parsed.payload?.operationName === operationName;
  } catch {
    return false;
  }
}

export async function holdSubscriptions(
  page: Page,
  operationName: string,
): Promise<HeldSubscriptions> {
  let holding = true;
  const queue: (() => void)[] = [];
  await page.routeWebSocket(
    (url) => url.pathname === GRAPHQL_PATH,
    (socket) => {
      const server = socket.connectToServer();
      // With a handler set, the page's messages reach the server only through it; the server's
      // still reach the page by themselves.
      socket.onMessage((message) => {
        const send = () => server.send(message);
        if (holding && subscribes(message, operationName)) queue.push(send);
        else send();
      });
    },
  );
  return {
    waiting: () => queue.length,
    release() {
      holding = false;
      for (const send of queue.splice(0)) send();
    },
  };
}
