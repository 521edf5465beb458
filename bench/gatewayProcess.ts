// The gateway as a child process of the bench, so that its memory (RSS) is the gateway's alone
// and its event loop is its own, as in production (one process per service). Started with fork()
// and the gateway's options as JSON in argv; answers {type:'ready', url} once listening and
// {type:'usage', rss, heapTotal, heapUsed, cpuMicros, gc, eventLoopDelay} (process.memoryUsage()
// in bytes, process.cpuUsage() user + system in µs, its garbage collections so far: gcCounts.ts,
// and its event loop's delay since the last answer) when asked; ends on {type:'close'}, or when
// the bench ends without asking (a part that failed) instead of outliving it. `trustedTexts` are
// trusted beside the web's persisted documents (the bench's guest subscription; a
// TrustedDocuments set is not JSON).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadTrustedDocuments } from '@canam/gateway/limits/trustedDocuments';
import { startGateway } from '@canam/gateway/server';
import type { ChildGatewayOptions } from './childGateway.ts';
import { countGarbageCollections } from './gcCounts.ts';

const { trustedTexts = [], ...options } = JSON.parse(
  process.argv[2] ?? '{}',
) as ChildGatewayOptions;
const trustedDocuments = loadTrustedDocuments();
for (const text of trustedTexts) trustedDocuments.add(text);
const collections = countGarbageCollections();
// How long callbacks waited for the gateway's thread (busy with other requests or collecting
// garbage): the part of a request's latency that is the gateway's own queue.
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
const gateway = await startGateway({ ...options, trustedDocuments });
process.send!({ type: 'ready', url: gateway.url });
process.on('message', (message: { type: string }) => {
  if (message.type === 'usage') {
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    process.send!({
      type: 'usage',
      ...memory,
      cpuMicros: cpu.user + cpu.system,
      eventLoopDelay: { p99Ms: delay.percentile(99) / 1e6, maxMs: delay.max / 1e6 },
      gc: { ...collections },
    });
    delay.reset();
  }
  if (message.type === 'close') end();
});
process.on('disconnect', end);

let ending = false;
function end() {
  if (ending) return;
  ending = true;
  void gateway.close().then(() => process.exit(0));
}
