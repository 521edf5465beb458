// For a test file: the test api (useTestApi) plus an app that mails through a real SMTP server
// started in-process, its links on `site`; made before the file's tests and closed after them.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { appWith } from '../../accounts/testing/accountsTesting.ts';
import { DEFAULT_MAIL_FROM } from '../../config.ts';
import { useTestApi, type TestApiWithLogins } from '../../testing/useTestApi.ts';
import type { Mailer } from '../mailer.ts';
import { createSmtpMailer } from '../smtpMailer.ts';
import { startSmtpSink, type SmtpSink } from './smtpSink.ts';

export interface SmtpSetup {
  /** The SMTP server that receives every message. */
  sink: SmtpSink;
  /** The mailer that sends to it. */
  mailer: Mailer;
  /** An app of the test api that mails through `mailer`. */
  app: FastifyInstance;
}

/** Demo users (`token`, `id`) are logged in on the test api's own app, before the SMTP app. */
export function useSmtpApi(
  site = 'http://market.test:8080',
  demoUsers: readonly string[] = [],
): TestApiWithLogins & { smtp: SmtpSetup } {
  const testApi = useTestApi(demoUsers);
  const smtp = {} as SmtpSetup;
  beforeAll(async () => {
    smtp.sink = await startSmtpSink();
    smtp.mailer = createSmtpMailer({
      url: smtp.sink.url,
      from: DEFAULT_MAIL_FROM,
      timeoutSeconds: 5,
    });
    smtp.app = await appWith(testApi.api, {
      mailer: smtp.mailer,
      accounts: { publicBaseUrl: site },
    });
  });
  afterAll(async () => {
    await smtp.app?.close();
    await smtp.mailer?.close();
    await smtp.sink?.close();
  });
  return { ...testApi, smtp };
}
