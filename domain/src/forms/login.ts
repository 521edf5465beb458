// The login form (specification, section 5: email required and valid; password required): one
// schema for the web form and the gateway's login mutation.
import { z } from 'zod';

export const LOGIN_MESSAGES = {
  email: 'This is a required field and must be a valid email.',
  password: 'This is a required field.',
} as const;

export const loginSchema = z.object({
  email: z.email(LOGIN_MESSAGES.email),
  password: z.string().min(1, LOGIN_MESSAGES.password),
});

export type LoginValues = z.infer<typeof loginSchema>;
