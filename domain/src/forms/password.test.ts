import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  PASSWORD_RULES,
  newPasswordFormSchema,
  passwordHints,
  passwordSchema,
} from './password.ts';

const messages = (value: unknown) =>
  passwordSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('password rules', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordSchema.safeParse('Secret#123').success).toBe(true);
    expect(passwordSchema.safeParse('aB3-aaaa').success).toBe(true);
  });

  it('gives one message per unmet rule, in order', () => {
    expect(messages('')).toEqual([PASSWORD_MESSAGES.required]);
    expect(messages(undefined)).toEqual([PASSWORD_MESSAGES.required]);
    expect(messages('abc')).toEqual(
      ['length', 'uppercase', 'digit', 'special'].map(
        (id) => PASSWORD_RULES.find((rule) => rule.id === id)!.message,
      ),
    );
    expect(messages(`Aa1#${'x'.repeat(125)}`)).toEqual([PASSWORD_MESSAGES.tooLong]);
  });

  it('knows exactly the special characters #?!@$%^&*-', () => {
    for (const special of '#?!@$%^&*-') expect(messages(`Abcdefg1${special}`)).toEqual([]);
    for (const other of ['_', '+', '.', ' ', '~']) {
      expect(messages(`Abcdefg1${other}`)).toEqual([PASSWORD_RULES[4]!.message]);
    }
  });

  it('gives live hints', () => {
    expect(passwordHints('Ab1')).toEqual([
      { id: 'length', hint: 'At least 8 characters', met: false },
      { id: 'uppercase', hint: 'One uppercase letter', met: true },
      { id: 'lowercase', hint: 'One lowercase letter', met: true },
      { id: 'digit', hint: 'One number', met: true },
      { id: 'special', hint: 'One special character: # ? ! @ $ % ^ & * -', met: false },
    ]);
  });

  it("says 'Passwords do not match' on the confirmation", () => {
    const result = newPasswordFormSchema.safeParse({
      password: 'Secret#123',
      confirmPassword: 'Secret#124',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'Passwords do not match' }),
    ]);
  });
});
