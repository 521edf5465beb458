// What the api itself answers a demo account, asked over REST beside the browser: its access
// token from POST /api/login; and the price text the pages show, to look for in them.
import { DEMO_PASSWORD } from './pageSession.ts';

/** A price as the pages show it ('USD$ 24,500.00'). */
export const PRICE_TEXT = /USD\$ \d{1,3}(,\d{3})*\.\d{2}/;

export async function restAccessToken(
  apiUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const login = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, marketPlace: 1 }),
  });
  const { auth } = (await login.json()) as { auth: { accessToken: string } };
  return auth.accessToken;
}
