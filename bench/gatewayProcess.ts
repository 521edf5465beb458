// The gateway as a child process of the bench, so that its memory (RSS) is the gateway's alone
// and its event loop is its own, as in production (one process per service). Started with fork()
// and the gateway's options as JSON in argv; answers {type:'ready', url} once listening and
// {type:'usage', rss, cpuMicros} (process.memoryUsage().rss in bytes, process.cpuUsage() user +
// system in µs) when asked; ends on {type:'close'}.
import { startGateway, type GatewayOptions } from '@canam/gateway/server';

const options = JSON.parse(process.argv[2] ?? '{}') as GatewayOptions;
const gateway = await startGateway(options);
process.send!({ type: 'ready', url: gateway.url });
process.on('message', (message: { type: string }) => {
  if (message.type === 'usage') {
    const cpu = process.cpuUsage();
    process.send!({
      type: 'usage',
      rss: process.memoryUsage().rss,
      cpuMicros: cpu.user + cpu.system,
    });
  }
  if (message.type === 'close') void gateway.close().then(() => process.exit(0));
});
