// `npm start`: the whole product with demo data behind one URL, as three supervised processes
// (api, gateway, front server; supervisor/supervisedStack.ts). PORT (8080), API_PORT (4000),
// GATEWAY_PORT (4001), DATABASE_URL or DATA_DIR, EVENTS_SECRET (made per start when unset),
// LOG_FORMAT (json|human; json by default under NODE_ENV=production), LOG_REQUESTS=1.
// Ctrl+C or SIGTERM drains every process and exits 0; a service in a crash loop stops all, exit 1.
import { demoAccounts } from '@canam/api/seed/demoAccounts';
import { createLogger, logFormatOf } from '@canam/gateway/logging';
import { startSupervisedStack, type SupervisedStack } from './supervisor/supervisedStack.ts';

const log = createLogger('supervisor', 'info');
let stack: SupervisedStack | undefined;
let stopping = false;

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  log.info('stopping every service');
  await stack?.stop();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));

try {
  stack = await startSupervisedStack({
    port: Number(process.env.PORT ?? 8080),
    apiPort: Number(process.env.API_PORT ?? 4000),
    gatewayPort: Number(process.env.GATEWAY_PORT ?? 4001),
    databaseUrl: process.env.DATABASE_URL,
    log,
    onGiveUp: () => void stop(1),
  });
} catch (error) {
  log.error({ error: String(error) }, 'the product did not start');
  await stop(1);
}

if (stack && !stopping) {
  const database = process.env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${process.env.DATA_DIR ?? '.data'}/ (one api process only)`;
  if (logFormatOf() === 'json') {
    log.info({ url: stack.url, gatewayUrl: stack.gatewayUrl, apiUrl: stack.apiUrl }, 'running');
  } else {
    const width = Math.max(...demoAccounts.map((account) => account.email.length));
    const pids = Object.values(stack.children)
      .map((child) => `${child.name} ${child.pid()}`)
      .join(', ');
    console.log(`
  CANAM marketplace is running at ${stack.url}

  GraphQL gateway  ${stack.gatewayUrl}/graphql
  REST api         ${stack.apiUrl}/api  (OpenAPI: ${stack.apiUrl}/api/openapi.json)
  Database         ${database}
  Processes        ${pids} (restarted when they crash)

  Demo accounts (password for all: ${demoAccounts[0]?.password}):
${demoAccounts.map((a) => `    ${a.email.padEnd(width)}  ${a.role.padEnd(17)} ${a.note}`).join('\n')}

  Press Ctrl+C to stop.
`);
  }
}
