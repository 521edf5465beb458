// A worker thread holding many graphql-ws subscribers, so that the clients' own work (sockets,
// JSON) does not share the event loop of the api and gateway being measured. It reports, on
// request, every event each subscriber received with its arrival time (epoch milliseconds) and
// what went wrong, and its own thread's CPU time (the subscribers share the machine with the api
// and the gateway). The subscribers are lean ones (leanSubscriber.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { leanSubscriber } from './leanSubscriber.ts';
import { threadCpuMs } from './threadCpu.ts';

export interface SubscribersInput {
  gatewayUrl: string;
  query: string;
  variables: Record<string, unknown>;
  count: number;
}

export interface SubscriberReport {
  /** Per subscriber: [cursor, arrival epoch ms][] */
  received: [string, number][][];
  /** Errors, completions and unexpected closes, the first few of all subscribers. */
  problems: string[];
}

const input = workerData as SubscribersInput;
const subscribers = Array.from({ length: input.count }, () =>
  leanSubscriber(input.gatewayUrl, input.query, input.variables),
);
await Promise.all(subscribers.map((subscriber) => subscriber.connected));
parentPort!.postMessage({ type: 'connected' });

parentPort!.on('message', async (message: { type: 'report' | 'cpu' | 'close' }) => {
  if (message.type === 'cpu') {
    parentPort!.postMessage({ type: 'cpu', cpuMs: threadCpuMs() });
  } else if (message.type === 'report') {
    const received = subscribers.map((subscriber) =>
      subscriber.events.map(([cursor, at]): [string, number] => [
        cursor,
        performance.timeOrigin + at,
      ]),
    );
    const problems = subscribers.flatMap((subscriber) => subscriber.problems).slice(0, 5);
    parentPort!.postMessage({ type: 'report', received, problems } satisfies SubscriberReport & {
      type: string;
    });
  } else {
    await Promise.all(subscribers.map((subscriber) => subscriber.close()));
    parentPort!.postMessage({ type: 'closed' });
  }
});
