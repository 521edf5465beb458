// The contact form (POST /api/contact-us), not cached: each call is a new message. Throws the
// REST client's HttpError as it is, so the mutation can turn a 400 or 429 into userErrors.
import type { ContactUsRequest, ContactUsResponse } from '@canam/domain/rest/contact';
import type { RestClient } from '../rest/client.ts';

export interface ContactActions {
  send(input: ContactUsRequest): Promise<ContactUsResponse>;
}

export function createContactActions(rest: RestClient): ContactActions {
  return {
    send: (input) => rest.post<ContactUsResponse>('/api/contact-us', input),
  };
}
