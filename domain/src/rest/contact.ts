// REST contract of POST /api/contact-us (the home page's contact form). The body is validated
// with domain/src/forms/contact.ts; a 400 carries the first message of that schema, a 429 the
// rate-limit message below.
export interface ContactUsRequest {
  fullName: string;
  email: string;
  phoneNumber: string;
  message: string;
}

export const CONTACT_SENT_MESSAGE = 'Contact information sent';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests, please try again later.';

/** 200 answer of POST /api/contact-us. */
export interface ContactUsResponse {
  message: typeof CONTACT_SENT_MESSAGE;
}

/** What the api POSTs as JSON to CRM_WEBHOOK_URL after storing a contact message. */
export interface ContactLeadDto extends ContactUsRequest {
  id: number;
  source: 'canam-marketplace';
  receivedAt: string;
}
