// REST contract of POST /api/contact-us (the home page's contact form). The body is the contact
// form's own schema (domain/src/forms/contact.ts), so a 400 carries the first message of that
// schema; a 429 carries the rate-limit message below.
import { z } from 'zod';
import { contactSchema } from '../forms/contact.ts';

export const contactUsBody = contactSchema.meta({ id: 'ContactUs' });
export type ContactUsRequest = z.output<typeof contactUsBody>;

export const CONTACT_SENT_MESSAGE = 'Contact information sent';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests, please try again later.';

/** 200 answer of POST /api/contact-us. */
export const contactUsResponse = z.object({ message: z.literal(CONTACT_SENT_MESSAGE) });
export type ContactUsResponse = z.output<typeof contactUsResponse>;

/** What the api POSTs as JSON to CRM_WEBHOOK_URL after storing a contact message. */
export const contactLead = contactSchema.extend({
  id: z.number().int(),
  source: z.literal('canam-marketplace'),
  receivedAt: z.string(),
});
export type ContactLeadDto = z.output<typeof contactLead>;
