// The login form's rules (specification, section 5: email required and valid; password required).
import { z } from 'zod';

export const EMAIL_MESSAGE = 'This is a required field and must be a valid email.';
export const PASSWORD_MESSAGE = 'This is a required field.';

export const loginSchema = z.object({
  email: z.email(EMAIL_MESSAGE),
  password: z.string().min(1, PASSWORD_MESSAGE),
});

export type LoginValues = z.infer<typeof loginSchema>;
