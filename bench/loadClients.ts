// A worker thread holding the concurrent clients of concurrentGateway.ts, so that their own work
// (sockets, JSON, timing) has an event loop of its own: run on the bench's main thread, which
// also runs the api, every answer waited behind the api's queue before it was timed, and both
// sides' latencies were partly the load generator's own. Runs one load at a time on request and
// reports its samples.
import { parentPort, workerData } from 'node:worker_threads';

export interface LoadClientsInput {
  /** The api's own call for the page, as a full URL. */
  directUrl: string;
  gatewayUrl: string;
  token: string;
  /** The GraphQL request's JSON body. */
  gatewayBody: string;
}

export type LoadTarget = 'direct' | 'gateway';

export interface LoadRequest {
  type: 'run';
  target: LoadTarget;
  clients: number;
  /** Seconds unrecorded first (fresh sockets, all clients arriving at once), then recorded. */
  settle: number;
  seconds: number;
}

export interface LoadSamples {
  /** Latency of each answered request, in ms. */
  samples: number[];
  /** Requests that failed (an error or a wrong answer): not counted in the figures. */
  failed: number;
  firstFailure: string | null;
  seconds: number;
  /** Every request answered or failed, the settling ones included. */
  sent: number;
}

const input = workerData as LoadClientsInput;
const headers = { authorization: `Bearer ${input.token}` };

async function expectJson(response: Response, check: (body: unknown) => boolean) {
  const body = (await response.json()) as unknown;
  if (response.status !== 200 || !check(body)) {
    throw new Error(`unexpected answer ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
}

const requests: Record<LoadTarget, () => Promise<void>> = {
  direct: async () =>
    expectJson(await fetch(input.directUrl, { headers }), (body) =>
      Array.isArray((body as { data?: unknown[] }).data),
    ),
  gateway: async () =>
    expectJson(
      await fetch(`${input.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: input.gatewayBody,
      }),
      (answer) => !(answer as { errors?: unknown }).errors && !!(answer as { data?: unknown }).data,
    ),
};

/** `clients` loops, each sending its next request as soon as the last is answered and checked. */
async function loadSamples({
  target,
  clients,
  settle,
  seconds,
}: LoadRequest): Promise<LoadSamples> {
  const request = requests[target];
  const samples: number[] = [];
  let failed = 0;
  let firstFailure: string | null = null;
  let sent = 0;
  const recordFrom = performance.now() + settle * 1000;
  const endAt = recordFrom + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < endAt) {
        const start = performance.now();
        sent += 1;
        try {
          await request();
          if (start >= recordFrom) samples.push(performance.now() - start);
        } catch (error) {
          failed += 1;
          firstFailure ??= String(error);
        }
      }
    }),
  );
  return { samples, failed, firstFailure, sent, seconds: (performance.now() - recordFrom) / 1000 };
}

parentPort!.on('message', async (message: LoadRequest) => {
  parentPort!.postMessage({ type: 'samples', ...(await loadSamples(message)) });
});
parentPort!.postMessage({ type: 'ready' });
