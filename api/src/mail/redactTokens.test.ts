// The redaction rule of stored e-mail copies: every tokenized link loses its token, nothing else.
import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './templates/passwordReset.ts';
import { redactTokens, UNREDACTED_SQL_PATTERN } from './redactTokens.ts';

const TOKEN = 'Xy7_-abcdefghijklmnopqrstuvwxyz0123456789AB';
const SITE = 'https://market.example.com';

describe('redactTokens', () => {
  it.each([
    ['/auth/password/'],
    ['/buyer/user/confirm/'],
    ['/buyer/company-create/'],
    ['/disable/notifications/'],
  ])('replaces the token of %s links and keeps the link readable', (path) => {
    expect(redactTokens(`Open ${SITE}${path}${TOKEN}\nThanks`)).toBe(
      `Open ${SITE}${path}[redacted]\nThanks`,
    );
  });

  it('redacts both parts of a real message, in text and in HTML attributes', () => {
    const mail = passwordResetMail({
      to: 'a@b.test',
      firstName: 'Ann',
      link: `${SITE}/auth/password/${TOKEN}`,
      notificationsUrl: `${SITE}/disable/notifications/${TOKEN}`,
      validMinutes: 60,
    });
    for (const body of [redactTokens(mail.text), redactTokens(mail.html)]) {
      expect(body).not.toContain(TOKEN);
      expect(body).toContain(`${SITE}/auth/password/[redacted]`);
      expect(body).toContain(`${SITE}/disable/notifications/[redacted]`);
    }
    expect(redactTokens(mail.html)).toContain(`<a href="${SITE}/auth/password/[redacted]">`);
    expect(redactTokens(mail.text)).toContain('Hello Ann,');
  });

  it('leaves links without tokens and redacted text as they are', () => {
    const text = `See ${SITE}/agent/vehicles/offers?offers=VmVoaWNsZTox and ${SITE}/auth/login`;
    expect(redactTokens(text)).toBe(text);
    const redacted = redactTokens(`${SITE}/auth/password/${TOKEN}`);
    expect(redactTokens(redacted)).toBe(redacted);
  });

  it('ends the token at the end of its path segment', () => {
    expect(redactTokens(`${SITE}/buyer/company-create/${TOKEN}?step=2#top`)).toBe(
      `${SITE}/buyer/company-create/[redacted]?step=2#top`,
    );
  });
});

describe('UNREDACTED_SQL_PATTERN', () => {
  // PostgreSQL's ~ and JavaScript agree on these patterns (no escapes beyond the slashes).
  const stillHoldsToken = (text: string) => new RegExp(UNREDACTED_SQL_PATTERN).test(text);

  it('finds a copy with a token and not one already redacted', () => {
    expect(stillHoldsToken(`${SITE}/auth/password/${TOKEN}`)).toBe(true);
    expect(stillHoldsToken(redactTokens(`${SITE}/auth/password/${TOKEN}`))).toBe(false);
    expect(stillHoldsToken(`${SITE}/agent/vehicles`)).toBe(false);
  });
});
