// The password rules (specification 000 section 5, 001 section 5): at least 8 characters with an
// uppercase letter, a lowercase letter, a digit and a special character of #?!@$%^&*-. ONE schema
// for the sign-up, reset and invitation forms and for the api; each rule is a named check the
// form shows as a live hint.
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '#?!@$%^&*-';

export const PASSWORD_MESSAGES = {
  required: 'This is a required field.',
  tooLong: `Type at most ${PASSWORD_MAX_LENGTH} characters.`,
  mismatch: 'Passwords do not match',
} as const;

export type PasswordRuleId = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';

export interface PasswordRule {
  id: PasswordRuleId;
  /** The live hint under the field. */
  hint: string;
  /** The error when the rule is not met (the api answers the first one). */
  message: string;
  test(password: string): boolean;
}

const SPECIAL = new Set(PASSWORD_SPECIAL_CHARACTERS);

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters`,
    message: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    hint: 'One uppercase letter',
    message: 'The password must have an uppercase letter.',
    test: (password) => /[A-Z]/.test(password),
  },
  {
    id: 'lowercase',
    hint: 'One lowercase letter',
    message: 'The password must have a lowercase letter.',
    test: (password) => /[a-z]/.test(password),
  },
  {
    id: 'digit',
    hint: 'One number',
    message: 'The password must have a number.',
    test: (password) => /\d/.test(password),
  },
  {
    id: 'special',
    hint: `One special character: ${[...PASSWORD_SPECIAL_CHARACTERS].join(' ')}`,
    message: `The password must have a special character (${PASSWORD_SPECIAL_CHARACTERS}).`,
    test: (password) => [...password].some((character) => SPECIAL.has(character)),
  },
];

/** The live hints of a password being typed: every rule with whether it is met. */
export function passwordHints(
  password: string,
): { id: PasswordRuleId; hint: string; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, hint: rule.hint, met: rule.test(password) }));
}

/** The password itself: required, then every unmet rule as an issue (in the order above). */
export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .superRefine((password, ctx) => {
    if (password === '') return;
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(password)) ctx.addIssue({ code: 'custom', message: rule.message });
    }
  });

/** The confirmation field: equal to the password (form only; the api never receives it). */
export function confirmationIssue(
  password: string,
  confirmPassword: string,
): { path: ['confirmPassword']; message: string } | null {
  return password === confirmPassword
    ? null
    : { path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch };
}

/** The new-password form of /auth/password/{token} and /buyer/user/confirm/{token}. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .superRefine((form, ctx) => {
    const issue = confirmationIssue(form.password, form.confirmPassword);
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
  });

export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
