// Through the product's one URL (front server, gateway, api), without a browser: a caller that
// rotates X-Forwarded-For, over HTTP or the WebSocket, is still one address for the rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { RATE_LIMITS } from '@canam/api/accounts/rateLimits';
import type { ConcreteRequest } from 'relay-runtime';
import signUpMutation from '../web/src/__generated__/SignUpMutation.graphql.ts';
import { startProduct, type Product } from './support/product.ts';

let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.close());

// The web's own sign-up, by its persisted id: a guest may send no document of its own.
const SIGN_UP = { documentId: (signUpMutation as ConcreteRequest).params.id!, query: '' };

interface SignUpAnswer {
  data?: { signUp: { ok: boolean; userErrors: { code: string }[] } } | null;
}

const signUpInput = (email: string) => ({
  email,
  firstName: 'Rota',
  lastName: 'Ting',
  officePhoneNumber: '(716) 555-0142',
  password: 'Dealer2024!',
  acceptEmail: true,
  acceptSms: false,
});

const outcome = (answer: SignUpAnswer) =>
  answer.data?.signUp.ok ? 'ok' : (answer.data?.signUp.userErrors.map((e) => e.code).join() ?? '');

async function signUpOverHttp(email: string, forwardedFor: string): Promise<string> {
  const response = await fetch(`${product.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ ...SIGN_UP, variables: { input: signUpInput(email) } }),
  });
  return outcome((await response.json()) as SignUpAnswer);
}

async function signUpOverWebSocket(email: string, forwardedFor: string): Promise<string> {
  // A socket whose upgrade request carries the caller's own X-Forwarded-For.
  class ForwardingSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { 'x-forwarded-for': forwardedFor } });
    }
  }
  const client = createClient({
    url: `${product.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: ForwardingSocket,
    retryAttempts: 0,
  });
  try {
    const answers = client.iterate({ ...SIGN_UP, variables: { input: signUpInput(email) } });
    const { value } = await answers.next();
    return outcome(value as SignUpAnswer);
  } finally {
    await client.dispose();
  }
}

describe('client address through the front server', () => {
  it('gives no fresh sign-ups to a rotated X-Forwarded-For, over HTTP or the WebSocket', async () => {
    const { limit } = RATE_LIMITS.signUpPerAddress;
    const outcomes: string[] = [];
    for (let i = 0; i <= limit; i++) {
      outcomes.push(await signUpOverHttp(`rotating${i}@front.test`, `198.51.100.${i}`));
    }
    expect(outcomes).toEqual([...Array(limit).fill('ok'), 'RATE_LIMITED']);
    expect(await signUpOverWebSocket('rotating-ws@front.test', '198.51.100.200')).toBe(
      'RATE_LIMITED',
    );
  });
});
