// Mutation.contactUs over the fake api: the form's rules checked before any call, the api's
// refusals as userErrors, and success.
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@canam/domain/forms/contact';
import { postGraphQL } from '../testing/graphql.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

const CONTACT = `mutation($input: ContactUsInput!) {
  contactUs(input: $input) { ok userErrors { field message code } }
}`;

const VALID = {
  fullName: 'Dana Whitfield',
  email: 'dana@greatlakesauto.test',
  phoneNumber: '7165550142',
  message: 'More pickups next month?',
};

const contactUs = (input: Record<string, string>) =>
  postGraphQL<{ contactUs: { ok: boolean; userErrors: unknown[] } }>(gateway.url, CONTACT, {
    input,
  });

describe('contactUs', () => {
  it('sends the form to POST /api/contact-us', async () => {
    const { data, errors } = await contactUs({ ...VALID, email: ' Dana@GreatLakesAuto.test ' });
    expect(errors).toBeUndefined();
    expect(data!.contactUs).toEqual({ ok: true, userErrors: [] });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/contact-us',
      body: { ...VALID, email: 'dana@greatlakesauto.test' },
    });
  });

  it('reports every invalid field with the form messages, without calling the api', async () => {
    const { data } = await contactUs({ fullName: 'D', email: 'x', phoneNumber: '12', message: '' });
    expect(data!.contactUs).toEqual({
      ok: false,
      userErrors: [
        { field: 'fullName', message: CONTACT_MESSAGES.fullName, code: 'BAD_USER_INPUT' },
        { field: 'email', message: CONTACT_MESSAGES.email, code: 'BAD_USER_INPUT' },
        { field: 'phoneNumber', message: CONTACT_MESSAGES.phoneNumber, code: 'BAD_USER_INPUT' },
        { field: 'message', message: CONTACT_MESSAGES.message, code: 'BAD_USER_INPUT' },
      ],
    });
    expect(api.calls).toHaveLength(0);
  });

  it("turns the api's 400 into a userError on the field its message belongs to", async () => {
    const { data } = await contactUs({ ...VALID, fullName: 'Refused Here' });
    expect(data!.contactUs).toEqual({
      ok: false,
      userErrors: [
        { field: 'phoneNumber', message: CONTACT_MESSAGES.phoneNumber, code: 'BAD_USER_INPUT' },
      ],
    });
  });

  it('reports the rate limit as a userError', async () => {
    const { data, errors } = await contactUs({ ...VALID, email: 'busy@canam.test' });
    expect(errors).toBeUndefined();
    expect(data!.contactUs).toEqual({
      ok: false,
      userErrors: [
        {
          field: null,
          message: 'Too many requests, please try again later.',
          code: 'RATE_LIMITED',
        },
      ],
    });
  });

  it("forwards the caller's one address for the api's per-address limit", async () => {
    // The test is the front server's hop (loopback): the one address it names is believed.
    await postGraphQL(gateway.url, CONTACT, { input: VALID }, { 'x-forwarded-for': '203.0.113.9' });
    expect(api.calls[0]!.headers['x-forwarded-for']).toBe('203.0.113.9');
  });
});
