// POST /api/contact-us: stores the home page's contact message, then forwards it to the CRM
// webhook when one is configured. A failing webhook is logged and never fails the request.
// At most 5 messages per address every 10 minutes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_SENT_MESSAGE,
  contactUsBody,
  contactUsResponse,
  TOO_MANY_REQUESTS_MESSAGE,
} from '@canam/domain/rest/contact';
import { errorBody, errorResponses } from '@canam/domain/rest/paged';
import { takeAttempt } from '../../accounts/rateLimits.ts';
import type { RateRule } from '../../accounts/rateLimits.ts';
import { markForwarded, storeContactMessage } from '../../contact/contactMessages.ts';
import { forwardLead } from '../../contact/crmWebhook.ts';
import { tooManyRequests } from '../../errors.ts';

export const CONTACT_RATE_LIMIT: RateRule = {
  action: 'contact-us',
  limit: 5,
  windowMs: 10 * 60_000,
};

export interface ContactUsOptions {
  crmWebhookUrl: string | null;
}

export const contactUsRoute: FastifyPluginAsyncZod<ContactUsOptions> = async (app, options) => {
  app.post(
    '/api/contact-us',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send the contact form to the sales team',
        body: contactUsBody,
        response: { 200: contactUsResponse, ...errorResponses, 429: errorBody },
      },
    },
    async (request) => {
      await takeAttempt(app.db, [[CONTACT_RATE_LIMIT, request.ip]], () =>
        tooManyRequests(TOO_MANY_REQUESTS_MESSAGE),
      );
      const lead = await storeContactMessage(app.db, request.body);
      if (options.crmWebhookUrl) {
        const forwarded = await forwardLead(options.crmWebhookUrl, lead);
        if (forwarded.ok) await markForwarded(app.db, lead.id);
        else
          request.log.warn({ contactId: lead.id, reason: forwarded.reason }, 'CRM webhook failed');
      }
      return { message: CONTACT_SENT_MESSAGE } as const;
    },
  );
};
