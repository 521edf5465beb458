// The login form's schema, as the web form and the gateway's login mutation check it.
import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, loginSchema } from './login.ts';

const messages = (input: unknown) =>
  loginSchema.safeParse(input).error?.issues.map((issue) => [issue.path[0], issue.message]);

describe('login schema', () => {
  it('accepts an e-mail and a password', () => {
    expect(loginSchema.safeParse({ email: 'buyer@canam.test', password: 'x' }).success).toBe(true);
  });

  it("says the specification's message at each field", () => {
    expect(messages({ email: 'not-an-email', password: '' })).toEqual([
      ['email', LOGIN_MESSAGES.email],
      ['password', LOGIN_MESSAGES.password],
    ]);
    expect(messages({ email: '', password: 'x' })).toEqual([['email', LOGIN_MESSAGES.email]]);
  });
});
