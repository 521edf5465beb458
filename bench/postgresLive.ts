// The live figures again with the api on a PostgreSQL server (DATABASE_URL), where the database
// works in its own processes instead of the api's single-threaded PGlite: a fresh database,
// migrated and seeded, an api and a gateway process over it, dropped afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApi } from '@canam/api/server';
import { freshPostgres } from '@canam/api/testing/freshPostgres';
import { startChildGateway } from './childGateway.ts';
import { benchLive, VEHICLE_CHANGED } from './live.ts';

/** Needs DATABASE_URL (the server the fresh database is made on). */
export async function benchLiveOnPostgres(): Promise<void> {
  const database = await freshPostgres();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'canam-bench-pg-'));
  try {
    const api = await startApi({
      port: 0,
      dataDir,
      databaseUrl: database.url,
      seed: true,
      logger: false,
    });
    try {
      const gateway = await startChildGateway({
        port: 0,
        apiUrl: api.url,
        eventsSecret: api.eventsSecret,
        limits: { maxSocketsPerAddress: 2_000 },
        trustedTexts: [VEHICLE_CHANGED],
      });
      try {
        await benchLive({
          apiUrl: api.url,
          gatewayUrl: gateway.url,
          secret: api.eventsSecret,
          database: 'PostgreSQL',
          gatewayCpuMicros: async () => (await gateway.usage()).cpuMicros,
        });
      } finally {
        await gateway.close();
      }
    } finally {
      await api.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}
