// A worker thread holding many graphql-ws subscribers, so that the clients' own work (sockets,
// JSON) does not share the event loop of the api and gateway being measured. It reports, on
// request, every event each subscriber received with its arrival time (epoch milliseconds).
import { parentPort, workerData } from 'node:worker_threads';
import { subscribeLive, type LiveSubscriber } from '@canam/gateway/testing/liveClient';

export interface SubscribersInput {
  gatewayUrl: string;
  query: string;
  variables: Record<string, unknown>;
  count: number;
}

export interface SubscriberReport {
  /** Per subscriber: [cursor, arrival epoch ms][] */
  received: [string, number][][];
}

type Data = Record<string, { cursor: string }>;

const input = workerData as SubscribersInput;
const subscribers: LiveSubscriber<Data>[] = [];
for (let i = 0; i < input.count; i += 1) {
  subscribers.push(subscribeLive<Data>(input.gatewayUrl, input.query, input.variables));
}
await Promise.all(subscribers.map((subscriber) => subscriber.connected));
parentPort!.postMessage({ type: 'connected' });

parentPort!.on('message', async (message: { type: 'report' | 'close' }) => {
  if (message.type === 'report') {
    const received = subscribers.map((subscriber) =>
      subscriber.events.map((event): [string, number] => [
        Object.values(event.data)[0]!.cursor,
        performance.timeOrigin + event.receivedAt,
      ]),
    );
    parentPort!.postMessage({ type: 'report', received } satisfies SubscriberReport & {
      type: string;
    });
  } else {
    await Promise.all(subscribers.map((subscriber) => subscriber.dispose()));
    parentPort!.postMessage({ type: 'closed' });
  }
});
