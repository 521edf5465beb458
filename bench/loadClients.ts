// A worker thread holding the concurrent clients of concurrentGateway.ts, so that their own work
// (sockets, JSON, timing) has an event loop of its own: run on the bench's main thread, which
// also runs the api, every answer waited behind the api's queue before it was timed, and both
// sides' latencies were partly the load generator's own. Runs one load at a time on request and
// reports its samples.
import { parentPort, workerData } from 'node:worker_threads';
import { Agent, request, type Dispatcher } from 'undici';
import { threadCpuMs } from './threadCpu.ts';

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
  /** The clients' own thread's CPU time over the run, settling included (null without /proc). */
  cpuMs: number | null;
}

const input = workerData as LoadClientsInput;
const headers = { authorization: `Bearer ${input.token}` };

// undici's request() on one keep-alive agent for both targets: fetch() (WHATWG streams and
// Response objects) cost this thread 1.7 to 1.8 ms a page against 0.9 to 1.1 ms, CPU the two
// cores' other occupants, the api and the gateway, then lacked (docs/decisions.md).
const agent = new Agent({ connections: 64, keepAliveTimeout: 30_000 });

async function expectJson(
  answer: Promise<Dispatcher.ResponseData>,
  check: (body: unknown) => boolean,
) {
  const response = await answer;
  const body = (await response.body.json()) as unknown;
  if (response.statusCode !== 200 || !check(body)) {
    throw new Error(
      `unexpected answer ${response.statusCode}: ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
}

const requests: Record<LoadTarget, () => Promise<void>> = {
  direct: async () =>
    expectJson(request(input.directUrl, { headers, dispatcher: agent }), (body) =>
      Array.isArray((body as { data?: unknown[] }).data),
    ),
  gateway: async () =>
    expectJson(
      request(`${input.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: input.gatewayBody,
        dispatcher: agent,
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
  const send = requests[target];
  const cpuBefore = threadCpuMs();
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
          await send();
          if (start >= recordFrom) samples.push(performance.now() - start);
        } catch (error) {
          failed += 1;
          firstFailure ??= String(error);
        }
      }
    }),
  );
  const cpuAfter = threadCpuMs();
  return {
    samples,
    failed,
    firstFailure,
    sent,
    seconds: (performance.now() - recordFrom) / 1000,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  };
}

parentPort!.on('message', async (message: LoadRequest) => {
  parentPort!.postMessage({ type: 'samples', ...(await loadSamples(message)) });
});
parentPort!.postMessage({ type: 'ready' });
