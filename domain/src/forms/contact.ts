// The home page's contact form (specification, section 5): one schema for the form and the api.
import { z } from 'zod';

export const CONTACT_MESSAGES = {
  fullName: 'This is a required field and must at least 2 characters.',
  email: 'This is a required field and must be a valid email.',
  phoneNumber: 'This field must at least contain 10 digits.',
  message: 'This is a required field.',
} as const;

export const PHONE_MAX_LENGTH = 14;

export const contactSchema = z.object({
  fullName: z.string().trim().min(2, CONTACT_MESSAGES.fullName).max(100),
  email: z.string().trim().toLowerCase().email(CONTACT_MESSAGES.email).max(255),
  phoneNumber: z
    .string()
    .trim()
    .refine((value) => value.replace(/\D/g, '').length >= 10, CONTACT_MESSAGES.phoneNumber)
    .refine((value) => value.length <= PHONE_MAX_LENGTH, CONTACT_MESSAGES.phoneNumber),
  message: z.string().trim().min(1, CONTACT_MESSAGES.message).max(5000),
});

export type ContactInput = z.infer<typeof contactSchema>;
