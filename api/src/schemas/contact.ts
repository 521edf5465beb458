// POST /api/contact-us: the body is the contact form's own schema (domain/src/forms/contact.ts),
// so the api refuses exactly what the form refuses, with the same messages.
import { z } from 'zod';
import { contactSchema } from '@canam/domain/forms/contact';
import { CONTACT_SENT_MESSAGE } from '@canam/domain/rest/contact';
import type { ContactUsRequest, ContactUsResponse } from '@canam/domain/rest/contact';
import type { Exactly } from './common.ts';

export const contactUsBody = contactSchema.meta({ id: 'ContactUs' });

export const contactUsResponse = z.object({ message: z.literal(CONTACT_SENT_MESSAGE) });

export const contractChecks: [
  Exactly<z.infer<typeof contactUsBody>, ContactUsRequest>,
  Exactly<z.infer<typeof contactUsResponse>, ContactUsResponse>,
] = [true, true];
