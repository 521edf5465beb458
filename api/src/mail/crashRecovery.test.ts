// A real crash: the api runs as a child process and is killed (SIGKILL) while it sends the e-mails
// of a purchase it has committed (the mail server hangs after DATA); the api started next on the
// same database delivers the purchase confirmation and "Vehicle sold", each once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApi } from '../server.ts';
import { DEMO_PASSWORD } from '../seed/demoAccounts.ts';
import { freshVehicleOnSale } from '../testing/offers.ts';
import { spawnApi } from './testing/apiProcess.ts';
import { openCrashSite, type CrashSite } from './testing/crashSite.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './testing/smtpSink.ts';

const SITE = 'http://market.test:8080';
const PURCHASED = 'Vehicle purchased: ';
const SOLD = 'Vehicle sold: ';

let sink: SmtpSink;
let site: CrashSite;
beforeAll(async () => {
  sink = await startSmtpSink();
  site = await openCrashSite();
});
afterAll(async () => {
  await sink?.close();
  await site?.close();
});

async function logIn(apiUrl: string, email: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, marketPlace: 1 }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { auth: { accessToken: string } }).auth.accessToken;
}

/** The next mail to `to` whose subject starts with `prefix` (others, e.g. expiry mails, pass). */
async function mailTo(to: string, prefix: string): Promise<ReceivedMail> {
  for (;;) {
    const mail = await sink.waitForMail(to, 30_000);
    if (mail.subject.startsWith(prefix)) return mail;
  }
}

it('delivers the mails of a committed purchase whose api was killed while sending them', async () => {
  const vehicleId = await site.withDb((db) => freshVehicleOnSale(db, 'agent@canam.test'));
  sink.stall(true);
  const crashing = await spawnApi({
    DATA_DIR: site.dataDir,
    DATABASE_URL: site.databaseUrl,
    SMTP_URL: sink.url,
    PUBLIC_BASE_URL: SITE,
  });
  try {
    const token = await logIn(crashing.url, 'buyer@canam.test');
    // The purchase answers after its mails are sent, which never happens: no answer is awaited.
    void fetch(`${crashing.url}/api/vehicle/buy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ vehiclesId: vehicleId }),
    }).catch(() => undefined);
    // Mails go out only after the commit: once one is on the wire, the sale is stored.
    await sink.waitForStalled((mail) => mail.subject.startsWith(PURCHASED), 30_000);
  } finally {
    await crashing.kill();
  }
  sink.stall(false);

  const next = await startApi({
    port: 0,
    dataDir: site.dataDir,
    databaseUrl: site.databaseUrl,
    smtpUrl: sink.url,
    publicBaseUrl: SITE,
    // On a PostgreSQL server other api processes may be alive, so a claim is respected for its
    // lease and a fresh message for its grace (minutes); the crashed claim here is seconds old.
    // On PGlite the defaults apply: only one process opens it, so all it finds is orphaned.
    mailRedelivery: site.kind === 'postgres' ? { graceMs: 0, leaseMs: 0 } : {},
  });
  try {
    const confirmation = await mailTo('buyer@canam.test', PURCHASED);
    const sold = await mailTo('agent@canam.test', SOLD);
    expect(sold.subject.slice(SOLD.length)).toBe(confirmation.subject.slice(PURCHASED.length));
  } finally {
    await next.close();
  }
  const delivered = (prefix: string) =>
    sink.received.filter((mail) => mail.subject.startsWith(prefix)).map((mail) => mail.recipients);
  expect(delivered(PURCHASED)).toEqual([['buyer@canam.test']]);
  expect(delivered(SOLD)).toEqual([['agent@canam.test']]);
  const sale = await site.withDb((db) =>
    db.selectFrom('vehicle').select('status').where('id', '=', vehicleId).executeTakeFirstOrThrow(),
  );
  expect(sale.status).toBe('Sold');
}, 180_000);
