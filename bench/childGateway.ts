// Starts bench/gatewayProcess.ts as a child process, built and run by plain Node with the
// gateway's flags as `npm start` runs the gateway (scripts/buildGateway.ts), and talks to it: its
// URL, its RSS and CPU time on request, and close.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GATEWAY_NODE_FLAGS } from '@canam/gateway/nodeFlags';
import type { GatewayOptions } from '@canam/gateway/server';
import { buildGateway } from '../scripts/buildGateway.ts';
import type { GcCounts } from './gcCounts.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ProcessUsage {
  /** process.memoryUsage().rss in bytes. */
  rss: number;
  /** process.cpuUsage(), user + system, in µs. */
  cpuMicros: number;
  /** process.memoryUsage().heapTotal and heapUsed in bytes. */
  heapTotal: number;
  heapUsed: number;
  /** The garbage collections since the process started. */
  gc: GcCounts;
  /** The event loop's delay since the last usage() (p99 and max, in ms). */
  eventLoopDelay: { p99Ms: number; maxMs: number };
}

export interface ChildGateway {
  url: string;
  usage(): Promise<ProcessUsage>;
  close(): Promise<void>;
}

function reply<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type: string } & T) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code: number | null) => {
      child.off('message', onMessage);
      reject(new Error(`the gateway child process ended (${code}) before answering ${type}`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** The gateway's options that travel as JSON, and texts to trust beside the web's documents. */
export type ChildGatewayOptions = Omit<GatewayOptions, 'trustedDocuments'> & {
  trustedTexts?: string[];
};

export async function startChildGateway(options: ChildGatewayOptions): Promise<ChildGateway> {
  const built = await buildGateway(
    path.join(here, 'gatewayProcess.ts'),
    path.join(here, 'dist', 'gatewayProcess.mjs'),
  );
  const child = fork(built, [JSON.stringify(options)], {
    // The flags `npm start` runs the gateway with (its heap ceiling and young generation).
    execArgv: GATEWAY_NODE_FLAGS,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { url } = await reply<{ url: string }>(child, 'ready');
  return {
    url,
    async usage() {
      const answer = reply<ProcessUsage>(child, 'usage');
      child.send({ type: 'usage' });
      const { rss, cpuMicros, heapTotal, heapUsed, gc, eventLoopDelay } = await answer;
      return { rss, cpuMicros, heapTotal, heapUsed, gc, eventLoopDelay };
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'close' });
      await exited;
    },
  };
}
