// GET /api/email-outbox: the stored outbox, for super admins only, while e-mail is not sent by
// SMTP.
import { beforeAll, describe, expect, it } from 'vitest';
import { appWith, signUpPayload } from '../../accounts/testing/accountsTesting.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { bearer } from '../../testing/session.ts';
import { OUTBOX_CLOSED_MESSAGE } from './emailOutbox.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api, token: tokens } = useTestApi([
  'superadmin',
  'admin',
  'reviewer',
  'agent',
  'client',
  'buyer',
]);
beforeAll(async () => {
  for (const email of ['outbox1@dealer.test', 'outbox2@dealer.test', 'other@dealer.test']) {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: signUpPayload(email),
    });
    expect(response.statusCode).toBe(200);
  }
});

const outbox = (query: string, who?: string) =>
  api.app.inject({
    url: `/api/email-outbox${query}`,
    headers: who ? bearer(tokens[who]!) : {},
  });

describe('GET /api/email-outbox', () => {
  it('lists the messages newest first with their links, paged', async () => {
    // (the filter keeps the test independent of messages the seed may store)
    const response = await outbox('?resourcesPerPage=2&to=@dealer.test', 'superadmin');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ currentPage: 1, perPage: 2, total: 3 });
    expect(page.data).toHaveLength(2);
    const [newest] = page.data;
    expect(newest).toMatchObject({
      id: expect.any(Number),
      to: 'other@dealer.test',
      subject: 'Confirm your e-mail and register your company',
      sentAt: expect.any(String),
      error: null,
    });
    expect(newest.text).toContain('Hello Nina,');
    expect(newest.links).toHaveLength(2);
    expect(newest.links[0]).toMatch(/^http:\/\/localhost:8080\/buyer\/company-create\/[\w-]{43}$/);
    expect(newest.links[1]).toMatch(/^http:\/\/localhost:8080\/disable\/notifications\/[\w-]{43}$/);
    const second = (
      await outbox('?resourcesPerPage=2&page=2&to=@dealer.test', 'superadmin')
    ).json();
    expect(second.data.map((m: { to: string }) => m.to)).toEqual(['outbox1@dealer.test']);
  });

  it('filters by recipient', async () => {
    const page = (await outbox('?to=OUTBOX', 'superadmin')).json();
    expect(page.total).toBe(2);
    expect((await outbox('?to=%25', 'superadmin')).json().total).toBe(0);
  });

  it('is for super admins only: every other role gets 403, a guest 401', async () => {
    for (const who of ['admin', 'agent', 'reviewer', 'client', 'buyer']) {
      expect((await outbox('', who)).statusCode, who).toBe(403);
    }
    expect((await outbox('')).statusCode).toBe(401);
  });

  it("no staff account below super admin can take the super admin's password reset link", async () => {
    // The finding: reset the super admin's password, read the link as an agent, set a password.
    const reset = await api.app.inject({
      method: 'POST',
      url: '/api/forgotPassword',
      payload: { email: 'superadmin@canam.test' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const who of ['admin', 'agent', 'reviewer']) {
      const response = await outbox('?to=superadmin', who);
      expect(response.statusCode, who).toBe(403);
      expect(response.body).not.toContain('/auth/password/');
    }
  });

  it('is closed while e-mail goes out by SMTP', async () => {
    const smtp: Mailer = { kind: 'smtp', send: async () => {}, close: async () => {} };
    const app = await appWith(api, { mailer: smtp });
    try {
      const response = await app.inject({
        url: '/api/email-outbox',
        headers: bearer(tokens.superadmin!),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(OUTBOX_CLOSED_MESSAGE);
    } finally {
      await app.close();
    }
  });
});
