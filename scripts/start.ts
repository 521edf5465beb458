// `npm start`: the whole product with demo data behind one URL.
import { demoAccounts } from '@canam/api/seed/demoAccounts';
import { startStack } from './stack.ts';

const stack = await startStack({
  port: Number(process.env.PORT ?? 8080),
  apiPort: Number(process.env.API_PORT ?? 4000),
  gatewayPort: Number(process.env.GATEWAY_PORT ?? 4001),
  databaseUrl: process.env.DATABASE_URL,
  logger: process.env.LOG_REQUESTS === '1',
});

const width = Math.max(...demoAccounts.map((account) => account.email.length));
console.log(`
  CANAM marketplace is running at ${stack.url}

  GraphQL gateway  ${stack.gatewayUrl}/graphql
  REST api         ${stack.apiUrl}/api  (OpenAPI: ${stack.apiUrl}/api/openapi.json)
  Database         ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${process.env.DATA_DIR ?? '.data'}/`}

  Demo accounts (password for all: ${demoAccounts[0]?.password}):
${demoAccounts.map((a) => `    ${a.email.padEnd(width)}  ${a.role.padEnd(17)} ${a.note}`).join('\n')}

  Press Ctrl+C to stop.
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stack.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
