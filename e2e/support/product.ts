// One running product per test file, on a fresh embedded database in a temporary folder; with
// real e-mail when a test follows the links of the mails it receives.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startSmtpSink, type SmtpSink } from '@canam/api/mail/testing/smtpSink';
import { startStack, type RunningStack } from '../../scripts/stack.ts';

export interface Product extends RunningStack {
  dataDir: string;
}

export interface MailingProduct extends Product {
  /** The in-process SMTP server the api sends every mail to. */
  sink: SmtpSink;
}

export async function startProduct(): Promise<Product> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'canam-e2e-'));
  // Browser tests always run on their own embedded database, even when DATABASE_URL is set.
  const stack = await startStack({ dataDir, databaseUrl: '' });
  return {
    ...stack,
    dataDir,
    async close() {
      await stack.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A free port, so the e-mails' links can name the front server before it starts. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The product sending its mail by SMTP to an in-process server, links naming its own URL. */
export async function startProductWithMail(): Promise<MailingProduct> {
  const sink = await startSmtpSink();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'canam-e2e-mail-'));
  const port = await freePort();
  const stack = await startStack({
    dataDir,
    databaseUrl: '',
    port,
    smtpUrl: sink.url,
    publicBaseUrl: `http://localhost:${port}`,
  });
  return {
    ...stack,
    dataDir,
    sink,
    async close() {
      await stack.close();
      await sink.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
